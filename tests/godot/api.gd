# The plugin's contract, checked in Godot: typed arguments (every misuse refused with
# INVALID_ARGUMENT and a message naming it), ints as ints, the calls of the C ABI, status
# constants and names, quiet try_ forms, a seeded CaperRng. Expected values are worked
# out from the rulebooks and caper.h. Prints "caper godot api: ok" when every check holds.
#   godot3-server --path PROJECT -s res://tests/api.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const CaperState = preload("res://addons/caper/caper_state.gdns")
const CaperRng = preload("res://addons/caper/caper_rng.gdns")
const CaperStatus = preload("res://addons/caper/caper_status.gdns")

var Status = CaperStatus.new()
var failures = 0


func expect(condition, what):
	if not condition:
		failures += 1
		print("FAILED: ", what)


# `object`'s last call was refused as INVALID_ARGUMENT with a message containing `words`.
func expect_refused(object, words, what):
	expect(object.last_status() == Status.INVALID_ARGUMENT,
			"%s: INVALID_ARGUMENT, got %s" % [what, object.last_status_name()])
	expect(object.last_error().find(words) >= 0,
			"%s: the message names '%s', got '%s'" % [what, words, object.last_error()])


func open(name, options):
	var game = CaperGame.new()
	expect(game.open(name, options) == Status.OK, "open %s: %s" % [name, game.last_error()])
	return game


func _init():
	check_statuses()
	check_open_arguments()
	check_actions()
	check_ints()
	check_tensors()
	check_rng_and_determinize()
	check_quiet_forms()
	check_cancel()
	print("caper godot api: %s" % ("ok" if failures == 0 else "%d failed" % failures))
	quit(0 if failures == 0 else 1)


# The codes of caper.h, and the names the library gives them.
func check_statuses():
	expect(Status.OK == 0 and Status.INVALID_ARGUMENT == 1 and Status.UNKNOWN_GAME == 2, "codes 0-2")
	expect(Status.BAD_OPTIONS == 3 and Status.ILLEGAL_ACTION == 4 and Status.PARSE == 5, "codes 3-5")
	expect(Status.BUFFER_TOO_SMALL == 6 and Status.WRONG_PHASE == 7 and Status.INTERNAL == 100, "codes 6-100")
	expect(Status.name(5) == "CAPER_E_PARSE", "name(5)")
	expect(Status.name(0) == "CAPER_OK", "name(0)")
	expect(Status.name(42) == "CAPER_E_UNKNOWN", "an unknown code, as the library names it")
	expect(Status.codes().size() == 9 and Status.codes()["WRONG_PHASE"] == 7, "codes()")
	var game = CaperGame.new()
	expect(game.version().split(".").size() == 3, "version is MAJOR.MINOR.PATCH")
	expect(game.abi_version() == 1, "abi_version is CAPER_ABI_VERSION")


# Options are a Dictionary or JSON text; anything else is refused, not read as defaults.
func check_open_arguments():
	var game = CaperGame.new()
	expect(game.open("trap_the_cap", ["players", 3]) == Status.INVALID_ARGUMENT, "options as an Array")
	expect_refused(game, "options must be a Dictionary or a String of JSON, got Array", "options as an Array")
	expect(game.open("trap_the_cap", 3) == Status.INVALID_ARGUMENT, "options as an int")
	expect_refused(game, "options must be a Dictionary or a String of JSON, got int", "options 3")
	expect(game.num_players() == -1, "a refused open opens nothing")
	expect(game.open(7, {}) == Status.INVALID_ARGUMENT, "a name that is not a String")
	expect_refused(game, "name must be a String, got int", "name 7")
	expect(game.open("trap_the_cap", {"players": Vector2(1, 2)}) == Status.INVALID_ARGUMENT,
			"an option value with no JSON form")
	expect_refused(game, "options.players is Vector2", "Vector2 option")
	var holds_itself = {}
	holds_itself["players"] = holds_itself
	expect(game.open("trap_the_cap", holds_itself) == Status.INVALID_ARGUMENT, "a Dictionary that holds itself")
	expect_refused(game, "nested deeper than 64 levels", "a Dictionary that holds itself")
	holds_itself.clear()
	expect(game.open("trap_the_cap", {"players": 3}) == Status.OK, "players 3 as a Dictionary")
	expect(game.num_players() == 3, "the Dictionary's option is used")
	expect(game.open("trap_the_cap", "{\"players\": 2}") == Status.OK, "options as JSON text")
	expect(game.num_players() == 2, "the JSON text's option is used")
	expect(game.open("trap_the_cap") == Status.OK and game.num_players() == 4, "no options: defaults (4)")
	expect(game.new_bot(3, 1) == null, "a bot spec that is not a String")
	expect_refused(game, "spec must be a String, got int", "new_bot(3)")
	expect(game.new_bot("random", "1") == null, "a seed that is not an int")
	expect_refused(game, "seed must be an int, got String", "new_bot seed")
	expect(game.state_from_json(12) == null, "a document that is not JSON")
	expect_refused(game, "document", "state_from_json(12)")


# Trap the Cap starts at the die (rulebook: each turn begins with a throw); its outcomes
# "roll 1".."roll 6" are ids 0..5, so "roll 3" is id 2.
func check_actions():
	var game = open("trap_the_cap", {"players": 2})
	var start = game.initial_state()
	expect(start.is_chance_node(), "the game starts at the die")
	expect(start.action_to_string(2) == "roll 3", "id 2 is roll 3")
	var by_text = start.apply("roll 3")
	expect(by_text != null and start.last_status() == Status.OK, "apply(\"roll 3\")")
	expect(by_text.to_json_string() == start.apply(2).to_json_string(), "apply(\"roll 3\") plays roll 3 (id 2)")
	expect(by_text.to_json_string() != start.apply(3).to_json_string(), "not roll 4 (id 3)")
	expect(start.apply("roll 9") == null and start.last_status() == Status.PARSE, "text naming no action")
	expect(start.apply(null) == null, "apply(null)")
	expect_refused(start, "action must be an int id or a String of action text, got null", "apply(null)")
	expect(start.apply(2.0) == null, "apply(2.0)")
	expect_refused(start, "got float", "apply(2.0)")
	expect(start.apply([2]) == null, "apply([2])")
	expect_refused(start, "got Array", "apply([2])")
	expect(start.apply(-1) == null, "a negative id")
	expect_refused(start, "action must be an id >= 0, got -1", "apply(-1)")
	# After the throw, P0 moves: no die outcome is legal, and no other value is.
	var moving = by_text
	expect(moving.current_player() == 0, "p0 moves after the throw")
	expect(moving.is_legal("roll 3") == false, "is_legal(\"roll 3\") at a player's turn")
	expect(moving.is_legal("x") == false, "is_legal(\"x\")")
	expect(moving.is_legal(null) == false, "is_legal(null)")
	expect_refused(moving, "got null", "is_legal(null)")
	expect(moving.is_legal(-3) == false, "is_legal(-3)")
	var first = moving.legal_actions()[0]
	expect(moving.is_legal(first) and moving.is_legal(moving.action_to_string(first)), "a legal move, as id and text")
	expect(start.is_legal("roll 3"), "is_legal(\"roll 3\") at the die")
	expect(moving.action_to_string("1") == "", "action_to_string of a String")
	expect_refused(moving, "action must be an int, got String", "action_to_string(\"1\")")
	expect(moving.to_json("0") == null, "a viewer that is not an int")
	expect_refused(moving, "viewer must be an int, got String", "to_json(\"0\")")
	var copy = moving.clone()
	expect(copy != null and copy.to_json_string() == moving.to_json_string(), "clone() is the same state")
	expect(copy.apply(first) != null and copy.to_json_string() == moving.to_json_string(), "and stays unchanged")


# JSON integers reach GDScript as ints (Godot's own JSON makes them floats).
func check_ints():
	var game = open("trap_the_cap", {"players": 2})
	var info = game.info()
	expect(typeof(info["num_players"]) == TYPE_INT and info["num_players"] == 2, "info num_players is the int 2")
	expect(typeof(info["players"]["min"]) == TYPE_INT and info["players"]["min"] == 2, "Trap the Cap: 2 to 4 players")
	var state = game.initial_state().apply("roll 3")
	var view = state.to_json()
	expect(typeof(view["roll"]) == TYPE_INT and view["roll"] == 3, "the die shows the int 3: %s" % [view.get("roll")])
	var names_by_seat = {0: "first", 1: "second"}
	expect(names_by_seat.has(view["to_move"]), "a Dictionary keyed by int seats finds to_move")
	expect(find_int(view) != null, "the view holds ints")
	var loaded = game.state_from_json(view)
	expect(loaded != null and loaded.to_json_string() == state.to_json_string(),
			"a to_json() Dictionary loads back as the same state: %s" % game.last_error())


func find_int(value):
	if typeof(value) == TYPE_INT:
		return value
	if typeof(value) == TYPE_DICTIONARY:
		for key in value:
			var found = find_int(value[key])
			if found != null:
				return found
	if typeof(value) == TYPE_ARRAY:
		for item in value:
			var found = find_int(item)
			if found != null:
				return found
	return null


func check_tensors():
	var game = open("trap_the_cap", {"players": 2})
	var state = game.initial_state().apply("roll 3")
	var size = game.observation_size()
	var shape = game.observation_shape()
	var product = 1
	for dim in shape:
		product *= dim
	expect(size > 0 and product == size, "observation_shape multiplies to observation_size")
	var floats = state.observation(0)
	expect(floats is PoolRealArray and floats.size() == size, "observation(0) is observation_size floats")
	expect(state.observation(5).size() == 0 and state.last_status() == Status.INVALID_ARGUMENT,
			"observation of a seat out of range")
	expect(state.observation("0").size() == 0, "observation(\"0\")")
	expect_refused(state, "seat must be an int, got String", "observation(\"0\")")
	var mask = state.legal_mask()
	expect(mask is PoolByteArray and mask.size() == game.num_distinct_actions(), "a byte per action id")
	var legal = state.legal_actions()
	var ones = 0
	for id in range(mask.size()):
		ones += mask[id]
		if mask[id] == 1:
			expect(Array(legal).has(id), "mask 1 only where legal (%d)" % id)
	expect(ones == legal.size(), "one 1 per legal action")


func check_rng_and_determinize():
	var unseeded = CaperRng.new()
	var seeded_zero = CaperGame.new().new_rng(0)
	expect(unseeded.next_u64() == seeded_zero.next_u64(), "CaperRng.new() is seeded (with 0)")
	expect(unseeded.last_status() == Status.OK, "and draws without an error")
	var a = CaperGame.new().new_rng(7)
	var b = CaperRng.new()
	b.seed(7)
	var draws_a = []
	var draws_b = []
	for i in range(5):
		draws_a.append(a.below(6))
		draws_b.append(b.below(6))
	expect(draws_a == draws_b, "the same seed gives the same draws")
	for value in draws_a:
		expect(value >= 0 and value < 6, "below(6) in [0, 6)")
	expect(a.below(0) == -1 and a.last_status() == Status.INVALID_ARGUMENT, "below(0)")
	expect(a.seed("7") == Status.INVALID_ARGUMENT, "seed(\"7\")")
	var game = open("card_caper", {"players": 3})
	var state = game.initial_state()
	while state.is_chance_node():
		state = state.apply(state.sample_chance(a))
	var drawn = state.determinize(0, game.new_rng(3))
	expect(drawn != null, "determinize(0, rng): %s" % state.last_error())
	expect(drawn.to_json_string(0) == state.to_json_string(0), "seat 0 sees the same in the drawn state")
	expect(state.determinize(0, null) == null, "determinize without an rng")
	expect_refused(state, "CaperRng", "determinize(0, null)")


# Quiet forms: asked on purpose, they record the status but print no engine error.
func check_quiet_forms():
	var game = open("trap_the_cap", {"players": 2})
	var start = game.initial_state()
	var moving = start.apply("roll 3")
	expect(moving.try_chance_outcomes().size() == 0, "try_chance_outcomes at a player's turn")
	expect(moving.last_status() == Status.WRONG_PHASE, "records WRONG_PHASE")
	expect(start.try_chance_outcomes().size() == 6, "six outcomes at the die")
	expect(moving.try_action_from_string("mvoe H0-1") == -1, "try_action_from_string of a typo")
	expect(moving.last_status() == Status.PARSE and moving.last_error() != "", "records PARSE and why")
	var first = moving.legal_actions()[0]
	expect(moving.try_action_from_string(moving.action_to_string(first)) == first, "a move's text")


# A search with a 60 s budget on a Thread, cancelled from this one after 200 ms, returns a
# legal action promptly (caper.h: within 10 ms; 2 s allowed for a loaded machine).
func check_cancel():
	var game = open("trap_the_cap", {"players": 2})
	var turn = game.initial_state().apply("roll 3")
	var bot = game.new_bot("mcts:ms=60000", 1)
	var thread = Thread.new()
	expect(thread.start(bot, "choose", turn) == OK, "the search starts on a Thread")
	OS.delay_msec(200)
	var cancelled_at = OS.get_ticks_msec()
	expect(bot.cancel() == Status.OK, "cancel() is OK")
	var action = thread.wait_to_finish()
	var after = OS.get_ticks_msec() - cancelled_at
	print("a 60 s search cancelled after 200 ms returned %d ms after the cancel" % after)
	expect(after < 2000, "the cancelled search returns promptly (%d ms)" % after)
	expect(typeof(action) == TYPE_INT and turn.is_legal(action), "with a legal action: %s" % [action])
	var orphan = preload("res://addons/caper/caper_bot.gdns").new()
	expect(orphan.cancel() == Status.INVALID_ARGUMENT, "cancel() of a bot made by .new() (it holds none)")
