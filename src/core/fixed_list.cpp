#include "caper/core/fixed_list.hpp"

#include <cstdio>
#include <exception>

namespace caper::detail {

void fixed_list_out_of_bounds() noexcept {
  std::fputs("caper: a FixedList was filled past its capacity or popped when empty\n", stderr);
  std::terminate();
}

}  // namespace caper::detail
