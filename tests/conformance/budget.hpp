// How much the test suites play: the conformance suite and the slow tests of each game's
// own suite (#include "conformance/budget.hpp"). Sanitizer builds (CAPER_TEST_LIGHT, set by
// tests/CMakeLists.txt for CAPER_SANITIZE on every test program) run every check on fewer
// games, seeds and states: Debug + ASan + UBSan is 20-50x slower than Release, and CI runs
// the whole suite both ways on 2 cores (.ci/run).
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
