// Private helpers of The Mansky Caper shared by its source files (not installed).
#pragma once

#include <string>

#include "caper/mansky_caper/data.hpp"
#include "core/json_util.hpp"

namespace caper::mansky_caper {

// Reads an `edition` object: every key is optional and replaces the default's; errors
// are BadOptions naming the field ("options.edition.rooms[3].danger: ...").
Edition edition_from_json(const json::Json& value, const std::string& path);
json::Json edition_json(const Edition& edition);

}  // namespace caper::mansky_caper
