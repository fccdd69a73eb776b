// Library version, shared by the C++ API and the C ABI.
#pragma once

#define CAPER_VERSION_MAJOR 0
#define CAPER_VERSION_MINOR 1
#define CAPER_VERSION_PATCH 0
#define CAPER_VERSION_STRING "0.1.0"

namespace caper {
inline constexpr int kVersionMajor = CAPER_VERSION_MAJOR;
inline constexpr int kVersionMinor = CAPER_VERSION_MINOR;
inline constexpr int kVersionPatch = CAPER_VERSION_PATCH;
}  // namespace caper
