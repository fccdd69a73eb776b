// The status table: one name per code, the same through the C ABI, and any int a C caller
// passes as a caper_status named without undefined behaviour (the UBSan build checks enum
// loads). This file does not include caper.h: it declares the C functions as a C caller
// sees them, taking a plain int.
#include <climits>
#include <cstdint>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "caper/core/error.hpp"
#include "caper/core/rng.hpp"

extern "C" {
const char* caper_status_name(int status);
struct caper_rng;
int caper_rng_new(std::uint64_t seed, caper_rng** out);
int caper_rng_below(caper_rng* rng, std::uint64_t bound, std::uint64_t* out);
void caper_rng_free(caper_rng* rng);
}

namespace caper {
namespace {

TEST(Status, EveryCodeHasItsOwnNameInBothApis) {
  std::set<std::string> names;
  for (Status status : kAllStatuses) {
    const std::string name(status_name(status));
    EXPECT_EQ(name.rfind("CAPER_", 0), 0U) << name;
    EXPECT_NE(name, "CAPER_E_UNKNOWN");
    EXPECT_EQ(caper_status_name(static_cast<int>(status)), name);
    names.insert(name);
  }
  EXPECT_EQ(names.size(), kAllStatuses.size());
  EXPECT_EQ(status_name(Status::kParse), "CAPER_E_PARSE");
  EXPECT_EQ(status_name(Status::kOk), "CAPER_OK");
}

TEST(Status, AnyOtherValueIsUnknown) {
  for (int code : {8, 99, 101, 127, 128, 12345, -1, INT32_MIN, INT32_MAX}) {
    EXPECT_EQ(std::string(caper_status_name(code)), "CAPER_E_UNKNOWN") << code;
    EXPECT_EQ(status_name(static_cast<Status>(code)), "CAPER_E_UNKNOWN") << code;
  }
}

// caper_rng_below draws exactly what Rng::below draws, so bindings reproduce C++ seeds.
TEST(Status, CRngBelowIsRngBelow) {
  for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 0xDEADBEEFULL}) {
    Rng rng(seed);
    caper_rng* c_rng = nullptr;
    ASSERT_EQ(caper_rng_new(seed, &c_rng), 0);
    for (std::uint64_t bound : {1ULL, 2ULL, 3ULL, 6ULL, 52ULL, 1000ULL, (1ULL << 63) + 1, ~0ULL}) {
      for (int i = 0; i < 50; ++i) {
        std::uint64_t got = 0;
        ASSERT_EQ(caper_rng_below(c_rng, bound, &got), 0);
        ASSERT_EQ(got, rng.below(bound)) << "seed " << seed << " bound " << bound;
      }
    }
    std::uint64_t unused = 0;
    EXPECT_EQ(caper_rng_below(c_rng, 0, &unused), static_cast<int>(Status::kInvalidArgument));
    caper_rng_free(c_rng);
  }
}

}  // namespace
}  // namespace caper
