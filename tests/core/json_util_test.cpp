#include "core/json_util.hpp"

#include <string>

#include <gtest/gtest.h>

namespace caper::json {
namespace {

std::string message_of(auto&& body) {
  try {
    body();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

TEST(Json, RefusesDeepNestingBeforeParsing) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_THROW(parse(deep, "state"), ParseError);
  EXPECT_NE(message_of([&] { parse(deep, "state"); }).find("nested deeper"), std::string::npos);
  // Brackets inside strings do not count.
  EXPECT_NO_THROW(parse("{\"a\": \"" + std::string(1000, '[') + "\"}", "state"));
}

TEST(Json, DuplicatedKeysAreRefused) {
  EXPECT_EQ(message_of([] { parse(R"({"a": 1, "b": {"c": 2, "c": 3}})", "state"); }),
            "state: duplicated key 'c'");
  // The same key in sibling objects is fine.
  EXPECT_NO_THROW(parse(R"([{"a": 1}, {"a": 2}])", "state"));
  EXPECT_NO_THROW(parse(R"({"a": {"a": {"a": 1}}})", "state"));
}

TEST(Json, MalformedTextNamesTheDocument) {
  EXPECT_EQ(message_of([] { parse("{\"a\": ", "state"); }), "state: malformed JSON");
  EXPECT_THROW(parse("{", "options", Status::kBadOptions), BadOptions);
}

TEST(Json, ReaderNamesTheField) {
  const Json doc = parse(R"({"players": 9, "name": 3, "list": [1, "x"]})", "options");
  ObjectReader reader(doc, "options", Status::kBadOptions);
  EXPECT_EQ(message_of([&] { reader.integer("players", 2, 4); }),
            "options.players: must be between 2 and 4, got 9");
  EXPECT_EQ(message_of([&] { reader.string("name"); }),
            "options.name: expected a string, got number");
  EXPECT_EQ(message_of([&] { reader.integer("missing", 0, 1); }), "options.missing: missing");
  EXPECT_EQ(message_of([&] { integer_at(reader.array("list", 0, 5), 1, "options.list", 0, 9); }),
            "options.list[1]: expected an integer, got string");
}

TEST(Json, HugeNumbersAreOutOfRange) {
  const Json doc = parse(R"({"n": 18446744073709551615, "m": 1e300})", "x");
  ObjectReader reader(doc, "x");
  EXPECT_THROW(reader.integer("n", 0, 100), ParseError);
  EXPECT_THROW(reader.integer("m", 0, 100), ParseError);
}

// Godot and JavaScript write -1 as -1.0: a whole float is read as the integer it is, the
// document is left as written, and a fraction is refused showing the value and the field.
TEST(Json, IntegralFloatsAreIntegers) {
  const Json doc = parse(R"({"a": -1.0, "b": 3e2, "c": 1.5, "d": 1e300, "e": [2.0, 0.25]})", "x");
  ObjectReader reader(doc, "state");
  EXPECT_EQ(reader.integer("a", -1, 0), -1);
  EXPECT_EQ(reader.integer("b", 0, 300), 300);
  EXPECT_EQ(dump(doc.at("a")), "-1.0");
  EXPECT_EQ(message_of([&] { reader.integer("b", 0, 299); }),
            "state.b: must be between 0 and 299, got 300.0");
  EXPECT_EQ(message_of([&] { reader.integer("c", 0, 9); }),
            "state.c: expected an integer, got 1.5");
  // Beyond 2^53 a double no longer holds every whole number: not read as one.
  EXPECT_EQ(message_of([&] { reader.integer("d", 0, 9); }),
            "state.d: expected an integer (a float is exact only up to 2^53), got 1e+300");
  EXPECT_EQ(integer_at(doc.at("e"), 0, "state.e", 0, 9), 2);
  EXPECT_EQ(message_of([&] { integer_at(doc.at("e"), 1, "state.e", 0, 9); }),
            "state.e[1]: expected an integer, got 0.25");
  Options options(R"({"players": 3.0, "rounds": 2.5})");
  EXPECT_EQ(options.fields().integer("players", 2, 4), 3);
  EXPECT_EQ(message_of([&] { options.fields().integer("rounds", 1, 9); }),
            "options.rounds: expected an integer, got 2.5");
  EXPECT_THROW(options.fields().integer("rounds", 1, 9), BadOptions);
}

TEST(Json, UnknownKeysAreRefused) {
  Options options(R"({"players": 3, "colour": "red"})");
  EXPECT_EQ(options.fields().integer_or("players", 4, 2, 4), 3);
  EXPECT_EQ(message_of([&] { options.fields().reject_unknown(); }), "options.colour: unknown key");
}

TEST(Json, EmptyOptionsMeanDefaults) {
  Options options("  ");
  EXPECT_EQ(options.fields().integer_or("players", 4, 2, 4), 4);
  EXPECT_NO_THROW(options.fields().reject_unknown());
  EXPECT_THROW(Options("[1]"), BadOptions);
}

TEST(Json, ChoiceListsTheAllowedValues) {
  const Json doc = parse(R"({"variant": "chess"})", "options");
  ObjectReader reader(doc, "options", Status::kBadOptions);
  EXPECT_EQ(message_of([&] {
              reader.choice("variant", {"basic", "partners"});
            }),
            "options.variant: unknown value 'chess'; expected one of: basic, partners");
}

}  // namespace
}  // namespace caper::json
