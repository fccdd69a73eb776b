// The catalogue is the one list of games: not empty, derived in order from the compile-time
// list, the same through the C ABI, and holding every game folder of the source tree (a
// game left out of the list fails here instead of being skipped by every other suite).
#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "caper/caper.h"
#include "caper/catalogue.hpp"
#include "caper/game_list.hpp"

namespace caper {
namespace {

std::vector<std::string> catalogue_names() {
  std::vector<std::string> names;
  for (const GameEntry& entry : game_catalogue()) names.emplace_back(entry.name);
  return names;
}

TEST(Catalogue, IsNotEmpty) {
  ASSERT_FALSE(game_catalogue().empty());
  ASSERT_GT(Games::size, 0U);
}

TEST(Catalogue, FollowsTheCompileTimeListInOrder) {
  std::vector<std::string> listed;
  for_each_game_type([&]<class G>() { listed.emplace_back(G::kName); });
  EXPECT_EQ(catalogue_names(), listed);
  EXPECT_EQ(std::set<std::string>(listed.begin(), listed.end()).size(), listed.size())
      << "two games share a name";
}

TEST(Catalogue, TheCApiListsTheSameGames) {
  std::vector<std::string> c_names;
  for (std::size_t i = 0; i < caper_game_count(); ++i) c_names.emplace_back(caper_game_name(i));
  EXPECT_EQ(c_names, catalogue_names());
  EXPECT_EQ(caper_game_name(caper_game_count()), nullptr);
}

TEST(Catalogue, EveryEntryBuildsItsGame) {
  for (const GameEntry& entry : game_catalogue()) {
    SCOPED_TRACE(std::string(entry.name));
    const std::shared_ptr<AnyGame> game = make_game(entry.name);
    ASSERT_NE(game, nullptr);
    EXPECT_EQ(game->name(), entry.name);
    EXPECT_GT(game->num_players(), 0);
  }
}

// Every folder of src/ except core and bots is a game, and every game is in the catalogue
// with its public headers under include/caper/<name>.
TEST(Catalogue, HoldsEveryGameFolder) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(CAPER_TEST_DATA_DIR).parent_path();
  const std::vector<std::string> names = catalogue_names();
  int folders = 0;
  for (const fs::directory_entry& dir : fs::directory_iterator(root / "src")) {
    const std::string folder = dir.path().filename().string();
    if (!dir.is_directory() || folder == "core" || folder == "bots") continue;
    ++folders;
    EXPECT_NE(std::find(names.begin(), names.end(), folder), names.end())
        << "src/" << folder << " is a game missing from caper::Games (include/caper/game_list.hpp)";
  }
  EXPECT_EQ(folders, static_cast<int>(names.size()));
  for (const std::string& name : names)
    EXPECT_TRUE(fs::is_directory(root / "include" / "caper" / name)) << name;
}

}  // namespace
}  // namespace caper
