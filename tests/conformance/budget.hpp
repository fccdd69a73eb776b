// How much the conformance suite plays. Sanitizer builds (CAPER_TEST_LIGHT, set by
// tests/CMakeLists.txt for CAPER_SANITIZE) run every check on fewer games and states:
// Debug + ASan + UBSan is 20-50x slower than Release, and CI runs both suites on 2 cores.
#pragma once

namespace caper::testing {

#ifdef CAPER_TEST_LIGHT
inline constexpr bool kLightBudget = true;
#else
inline constexpr bool kLightBudget = false;
#endif

// `full` in Release builds, `light` in sanitizer builds.
constexpr int budget(int full, int light) {
  return kLightBudget ? light : full;
}

}  // namespace caper::testing
