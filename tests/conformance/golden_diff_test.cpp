// A golden failure names the step and the fields that differ (golden_diff.hpp), shown on
// small transcripts in playout_transcript's format with one change each.
#include <string>

#include <gtest/gtest.h>

#include "conformance/golden_diff.hpp"

namespace caper::testing {
namespace {

// Two steps, then a checkpoint of two seats, each seeing its own hand only; seat 0's hand,
// its tensor's first row and the second step's hash vary per case.
std::string transcript(const std::string& hand, const std::string& tensor0,
                       const std::string& hash = "#aa") {
  return "game toy seed 1\n"
         "info {\"players\":2}\n"
         "state {\"dealt\":0}\n"
         "1 chance 3 deal 4C #11\n"
         "2 p0 7 play 4C " +
         hash +
         "\n"
         "state\n"
         "  \"dealt\": 1\n"
         "  \"seats\": [{\"hand\":" +
         hand +
         "},{\"hand\":[\"KS\"]}]\n"
         "view p0 (members other than the full state's)\n"
         "  \"seats\": [{\"hand\":" +
         hand +
         "},{\"hand\":null}]\n"
         "observation p0\n"
         "  0: " +
         tensor0 +
         "\n"
         "view p1 (members other than the full state's)\n"
         "  \"dealt\": (absent)\n"
         "  \"seats\": [{\"hand\":null},{\"hand\":[\"KS\"]}]\n"
         "observation p1\n"
         "  0: . 1 .\n"
         "returns 1 0\n";
}

TEST(GoldenDifference, EqualTranscriptsSayNothing) {
  const std::string t = transcript(R"(["4C"])", "1 . 0.5");
  EXPECT_EQ(golden_difference(t, t), "");
}

// A card that changed in the full state and in the seat's own view is named by its path in
// both, with the step line whose hash changed first.
TEST(GoldenDifference, AChangedCardIsNamedByItsPathAtTheCheckpoint) {
  const std::string expected = transcript(R"(["4C","5H"])", "1 . 0.5");
  const std::string actual = transcript(R"(["4C","6H"])", "1 . 0.5", "#bb");
  EXPECT_EQ(golden_difference(expected, actual),
            "first difference at line 5:\n"
            "  expected: 2 p0 7 play 4C #aa\n"
            "  actual:   2 p0 7 play 4C #bb\n"
            "checkpoint 1, expected after step '2 p0 7 play 4C #aa', actual after '2 p0 7 "
            "play 4C #bb'; the fields that differ:\n"
            "  state.seats[0].hand[1]: expected \"5H\", actual \"6H\"\n"
            "  view p0.seats[0].hand[1]: expected \"5H\", actual \"6H\"\n");
}

// A card more in a hand shows as present on one side and absent on the other; the
// observation's entries by index, zeros (".") as 0.
TEST(GoldenDifference, AnExtraCardAndATensorEntryAreNamed) {
  const std::string expected = transcript(R"(["4C"])", "1 . 0.5");
  const std::string actual = transcript(R"(["4C","9D"])", "1 0.25 0.5");
  const std::string said = golden_difference(expected, actual);
  EXPECT_NE(said.find("first difference at line 8:\n"), std::string::npos) << said;
  EXPECT_NE(said.find("  state.seats[0].hand[1]: expected (absent), actual \"9D\"\n"),
            std::string::npos)
      << said;
  EXPECT_NE(said.find("  observation p0[1]: expected 0, actual 0.25\n"), std::string::npos) << said;
  EXPECT_EQ(said.find("p1"), std::string::npos) << "seat 1 saw no change: " << said;
}

// The initial state's line is a document too: its fields are listed under the line.
TEST(GoldenDifference, TheInitialStateLineIsDiffedByField) {
  std::string actual = transcript(R"(["4C"])", "1 . 0.5");
  const std::string expected = actual;
  actual.replace(actual.find("{\"dealt\":0}"), 11, "{\"dealt\":2,\"x\":1}");
  const std::string said = golden_difference(expected, actual);
  EXPECT_NE(said.find("  state.dealt: expected 0, actual 2\n  state.x: expected (absent), "
                      "actual 1\n"),
            std::string::npos)
      << said;
  EXPECT_NE(said.find("no stored checkpoint differs"), std::string::npos) << said;
}

}  // namespace
}  // namespace caper::testing
