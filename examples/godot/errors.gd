# Misuse from GDScript: every error comes back as a status code (and a push_error with
# the library's message) and the engine keeps running. Exits 0 when every check holds.
#   godot3-server --path examples/godot -s res://errors.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const CaperState = preload("res://addons/caper/caper_state.gdns")
const CaperRng = preload("res://addons/caper/caper_rng.gdns")

# caper_status codes (caper.h)
const INVALID_ARGUMENT = 1
const UNKNOWN_GAME = 2
const BAD_OPTIONS = 3
const ILLEGAL_ACTION = 4
const PARSE = 5
const WRONG_PHASE = 7

var failures = 0


func expect(condition, what):
	if not condition:
		failures += 1
		print("FAILED: ", what)


func _init():
	var game = CaperGame.new()
	expect(game.initial_state() == null, "no state before open")
	expect(game.last_status() == INVALID_ARGUMENT, "unopened game is INVALID_ARGUMENT")
	expect(game.open("no_such_game", {}) == UNKNOWN_GAME, "unknown game")
	var first = game.game_names()[0]
	expect(game.open(first, {"players": 99}) == BAD_OPTIONS, "players 99 is BAD_OPTIONS")
	expect(game.last_error().find("players") >= 0, "the message names the option")
	expect(game.open(first, "{not json") == BAD_OPTIONS, "malformed options JSON")
	expect(game.open(first, {}) == 0, "defaults open")
	var state = game.initial_state()
	expect(state.apply(99999999) == null, "illegal action gives null")
	expect(state.last_status() == ILLEGAL_ACTION, "illegal action status")
	expect(state.apply(-5) == null and state.last_status() == INVALID_ARGUMENT, "negative id")
	expect(game.state_from_json("{\"broken\": ") == null, "bad JSON gives null")
	expect(game.last_status() == PARSE, "bad JSON is PARSE")
	expect(game.new_bot("mcts:banana", 1) == null, "bad bot spec")
	expect(game.last_status() == BAD_OPTIONS, "bad bot spec is BAD_OPTIONS")
	var bot = game.new_bot("random", 1)
	if state.is_chance_node():
		expect(bot.choose(state) == -1 and bot.last_status() == WRONG_PHASE, "bot at chance")
	expect(bot.choose(null) == -1 and bot.last_status() == INVALID_ARGUMENT, "bot without state")
	expect(state.sample_chance(null) == -1, "sample_chance without rng")
	expect(state.sample_chance(bot) == -1, "a bot is not an rng")
	var orphan = CaperState.new()
	expect(orphan.legal_actions().size() == 0, "a state made by .new() holds nothing")
	expect(orphan.view() == null, "its JSON is null")
	var saved = state.to_json_string(-1)
	var loaded = game.state_from_json(saved)
	expect(loaded != null and loaded.to_json_string(-1) == saved, "JSON round trip")
	expect(state.view(0) is Dictionary, "a view parses to a Dictionary")
	print("caper godot errors: %s" % ("ok" if failures == 0 else "%d failed" % failures))
	quit(0 if failures == 0 else 1)
