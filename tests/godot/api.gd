# The plugin's contract, checked in Godot: typed arguments (every misuse refused with
# INVALID_ARGUMENT and a message naming it), ints as ints, the calls of the C ABI, status
# constants and names, quiet try_ forms, a seeded CaperRng, cancelling a search, argument
# counts, ints beyond int32, saves read back by Godot's parse_json(), objects dropped
# during a call (lifetime.gd). The games are asked of the library (only the outcome texts,
# worked out by hand, name one); the codes are caper.h's. Prints
# "caper godot api: ok" when every check holds.
#   godot3-server --path PROJECT -s res://tests/api.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const CaperState = preload("res://addons/caper/caper_state.gdns")
const CaperBot = preload("res://addons/caper/caper_bot.gdns")
const CaperRng = preload("res://addons/caper/caper_rng.gdns")
const CaperStatus = preload("res://addons/caper/caper_status.gdns")
const MAX_STEPS = 400

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


func open(name, options = {}):
	var game = CaperGame.new()
	expect(game.open(name, options) == Status.OK, "open %s: %s" % [name, game.last_error()])
	return game


# States of a seeded random game: the first chance node (or null) and the first seat's
# turn with at least two legal actions.
func landmarks(game, seed_value):
	var rng = game.new_rng(seed_value)
	var state = game.initial_state()
	var found = {"chance": null, "turn": null}
	for step in range(MAX_STEPS):
		if state.is_terminal():
			break
		if state.is_chance_node():
			if found["chance"] == null:
				found["chance"] = state
			state = state.apply(state.sample_chance(rng))
			continue
		var legal = state.legal_actions()
		if found["turn"] == null and legal.size() >= 2:
			found["turn"] = state
		state = state.apply(legal[rng.below(legal.size())])
	expect(found["turn"] != null, "%s: a seat's turn with a choice" % game.info()["name"])
	return found


func _init():
	var names = CaperGame.new().game_names()
	expect(names.size() > 0, "the library has games")
	check_statuses()
	check_open_arguments(names[0])
	var digit_texts = 0
	for name in names:
		var game = open(name)
		var at = landmarks(game, 3)
		digit_texts += check_actions(game, at)
		check_ints(game, at["turn"])
		check_tensors(game, at["turn"])
		check_determinize(game, at["turn"])
		check_public_view(game, at["turn"])
		check_quiet_forms(at)
	# The old plugin read "<word> 3" as id 3: text whose digits are not its id shows it.
	expect(digit_texts > 0, "some action text holds a number that is not its id")
	check_games_own_tests()
	check_rng()
	check_cancel(names[0])
	check_counts_and_ranges(names[0])
	load("res://tests/lifetime.gd").new().run(self)
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
func check_open_arguments(name):
	var players = open(name).info()["players"]
	var fewest = players["min"]
	var game = CaperGame.new()
	expect(game.open(name, ["players", fewest]) == Status.INVALID_ARGUMENT, "options as an Array")
	expect_refused(game, "options must be a Dictionary or a String of JSON, got Array", "options as an Array")
	expect(game.open(name, 3) == Status.INVALID_ARGUMENT, "options as an int")
	expect_refused(game, "options must be a Dictionary or a String of JSON, got int", "options 3")
	expect(game.num_players() == -1, "a refused open opens nothing")
	expect(game.open(7, {}) == Status.INVALID_ARGUMENT, "a name that is not a String")
	expect_refused(game, "name must be a String, got int", "name 7")
	expect(game.open(name, {"players": Vector2(1, 2)}) == Status.INVALID_ARGUMENT,
			"an option value with no JSON form")
	expect_refused(game, "options.players is Vector2", "Vector2 option")
	var holds_itself = {}
	holds_itself["players"] = holds_itself
	expect(game.open(name, holds_itself) == Status.INVALID_ARGUMENT, "a Dictionary that holds itself")
	expect_refused(game, "nested deeper than 64 levels", "a Dictionary that holds itself")
	holds_itself.clear()
	expect(game.open(name, {"players": fewest}) == Status.OK, "the fewest players as a Dictionary")
	expect(game.num_players() == fewest, "the Dictionary's option is used")
	expect(game.open(name, "{\"players\": %d}" % players["max"]) == Status.OK, "options as JSON text")
	expect(game.num_players() == players["max"], "the JSON text's option is used")
	expect(game.open(name) == Status.OK and game.num_players() == players["default"], "no options: defaults")
	expect(game.new_bot(3, 1) == null, "a bot spec that is not a String")
	expect_refused(game, "spec must be a String, got int", "new_bot(3)")
	expect(game.new_bot("random", "1") == null, "a seed that is not an int")
	expect_refused(game, "seed must be an int, got String", "new_bot seed")
	expect(game.state_from_json(12) == null, "a document that is not JSON")
	expect_refused(game, "document must be a Dictionary or a String of JSON, got int", "state_from_json(12)")


# An action is an int id or its text; text plays the action it names. Returns how many
# legal actions have text whose number (as GDScript's to_int reads it) is not their id.
func check_actions(game, at):
	var name = game.info()["name"]
	var turn = at["turn"]
	var digit_texts = 0
	for state in [at["chance"], turn]:
		if state == null:
			continue
		for id in state.legal_actions():
			var text = state.action_to_string(id)
			var by_text = state.apply(text)
			expect(by_text != null and by_text.to_json_string() == state.apply(id).to_json_string(),
					"%s: apply(\"%s\") plays id %d" % [name, text, id])
			if text.is_valid_integer() == false and text.to_int() != id and text.to_int() != 0:
				digit_texts += 1
	expect(turn.apply("no such action 12345") == null and turn.last_status() == Status.PARSE,
			"%s: text naming no action" % name)
	expect(turn.apply(null) == null, "apply(null)")
	expect_refused(turn, "action must be an int id or a String of action text, got null", "apply(null)")
	expect(turn.apply(1.0) == null, "apply(1.0)")
	expect_refused(turn, "got float", "apply(1.0)")
	expect(turn.apply([1]) == null, "apply([1])")
	expect_refused(turn, "got Array", "apply([1])")
	expect(turn.apply(-1) == null, "a negative id")
	expect_refused(turn, "action must be an id >= 0, got -1", "apply(-1)")
	expect(turn.is_legal("no such action 12345") == false, "is_legal of text naming no action")
	expect(turn.is_legal(null) == false, "is_legal(null)")
	expect_refused(turn, "got null", "is_legal(null)")
	expect(turn.is_legal(-3) == false, "is_legal(-3)")
	var legal = Array(turn.legal_actions())
	expect(turn.is_legal(legal[0]) and turn.is_legal(turn.action_to_string(legal[0])), "a legal action, as id and text")
	# An action that is not legal here is not legal by its text either.
	for id in range(game.num_distinct_actions()):
		if not legal.has(id) and turn.try_action_from_string(turn.action_to_string(id)) == id:
			expect(not turn.is_legal(turn.action_to_string(id)), "%s: is_legal of illegal text" % name)
			break
	if at["chance"] != null:
		var outcome_text = at["chance"].action_to_string(at["chance"].legal_actions()[0])
		var parsed = turn.try_action_from_string(outcome_text)
		expect(turn.is_legal(outcome_text) == (parsed >= 0 and legal.has(parsed)),
				"%s: a chance outcome's text at a seat's turn" % name)
	# outcome_text: a String for every viewer; its arguments typed as apply's.
	for viewer in range(-1, game.num_players()):
		var said = turn.outcome_text(legal[0], viewer)
		expect(typeof(said) == TYPE_STRING and turn.last_status() == Status.OK,
				"%s: outcome_text for viewer %d" % [name, viewer])
	expect(turn.outcome_text(turn.action_to_string(legal[0]), 0) == turn.outcome_text(legal[0], 0),
			"%s: outcome_text by id and by text" % name)
	for bad in [null, 1.0, [1]]:
		expect(turn.outcome_text(bad) == "", "outcome_text(%s)" % str(bad))
		expect_refused(turn, "action must be an int id or a String of action text", "outcome_text(%s)" % str(bad))
	expect(turn.outcome_text(-1) == "", "outcome_text(-1)")
	expect_refused(turn, "action must be an id >= 0, got -1", "outcome_text(-1)")
	expect(turn.outcome_text(legal[0], "0") == "", "outcome_text with a String viewer")
	expect_refused(turn, "viewer must be an int, got String", "outcome_text(a, \"0\")")
	expect(turn.outcome_text(legal[0], game.num_players()) == "", "outcome_text for no seat")
	expect_refused(turn, "viewer", "outcome_text(a, num_players)")
	expect(turn.outcome_text(game.num_distinct_actions()) == ""
			and turn.last_status() == Status.ILLEGAL_ACTION, "%s: outcome_text of an id too big" % name)
	expect(turn.action_to_string("1") == "", "action_to_string of a String")
	expect_refused(turn, "action must be an int, got String", "action_to_string(\"1\")")
	expect(turn.view("0") == null, "a viewer that is not an int")
	expect_refused(turn, "viewer must be an int, got String", "view(\"0\")")
	var copy = turn.clone()
	expect(copy != null and copy.to_json_string() == turn.to_json_string(), "clone() is the same state")
	expect(copy.apply(legal[0]) != null and copy.to_json_string() == turn.to_json_string(), "and stays unchanged")
	return digit_texts


# JSON integers reach GDScript as ints (Godot's own JSON makes every number a float).
func check_ints(game, turn):
	var info = game.info()
	expect(typeof(info["num_players"]) == TYPE_INT and info["num_players"] == game.num_players(),
			"info num_players is an int")
	var by_players = {game.num_players(): true}
	expect(by_players.has(info["num_players"]), "a Dictionary keyed by an int finds it")
	var view = turn.view(turn.current_player())
	var counted = {"ints": 0}
	expect(same_with_ints(view, JSON.parse(turn.to_json_string(turn.current_player())).result, counted),
			"%s: the view, with every integer an int" % info["name"])
	expect(counted["ints"] > 0, "the view holds ints")
	expect(same_with_ints(turn.to_json(turn.current_player()), view, {"ints": 0}),
			"to_json, view's deprecated old name, gives the same Dictionary")
	var loaded = game.state_from_json(turn.view())
	expect(loaded != null and loaded.to_json_string() == turn.to_json_string(),
			"a view() Dictionary loads back as the same state: %s" % game.last_error())
	# A save read back with Godot's own JSON, where every number is a float (-1.0).
	var saved = turn.to_json_string()
	var parsed = parse_json(saved)
	expect(typeof(parsed["view"]) == TYPE_REAL and parsed["view"] == -1, "parse_json reads -1.0")
	var reloaded = game.state_from_json(parsed)
	expect(reloaded != null and reloaded.to_json_string() == saved,
			"%s: a parse_json() save loads back as the same state: %s" % [info["name"], game.last_error()])
	parsed["turn"] += 0.5
	expect(game.state_from_json(parsed) == null and game.last_status() == Status.PARSE,
			"a fractional turn is refused")
	var refusal = "state.turn: expected an integer, got %s" % str(parsed["turn"])
	expect(game.last_error().find(refusal) >= 0,
			"the refusal names the field and the value '%s', got '%s'" % [refusal, game.last_error()])


# `ours` is Godot's parse `godot` of the same text, but with each integral number an int.
func same_with_ints(ours, godot, counted):
	if typeof(godot) == TYPE_REAL:
		if godot == floor(godot):
			counted["ints"] += 1
			return typeof(ours) == TYPE_INT and ours == int(godot)
		return typeof(ours) == TYPE_REAL and ours == godot
	if typeof(godot) != typeof(ours):
		return false
	if typeof(godot) == TYPE_DICTIONARY:
		if godot.size() != ours.size():
			return false
		for key in godot:
			if not ours.has(key) or not same_with_ints(ours[key], godot[key], counted):
				return false
		return true
	if typeof(godot) == TYPE_ARRAY:
		if godot.size() != ours.size():
			return false
		for i in range(godot.size()):
			if not same_with_ints(ours[i], godot[i], counted):
				return false
		return true
	return ours == godot


func check_tensors(game, state):
	var size = game.observation_size()
	var product = 1
	for dim in game.observation_shape():
		product *= dim
	expect(size > 0 and product == size, "observation_shape multiplies to observation_size")
	var floats = state.observation(0)
	expect(floats is PoolRealArray and floats.size() == size, "observation(0) is observation_size floats")
	expect(state.observation(game.num_players()).size() == 0 and state.last_status() == Status.INVALID_ARGUMENT,
			"observation of a seat out of range")
	expect(state.observation("0").size() == 0, "observation(\"0\")")
	expect_refused(state, "seat must be an int, got String", "observation(\"0\")")
	var mask = state.legal_mask()
	expect(mask is PoolByteArray and mask.size() == game.num_distinct_actions(), "a byte per action id")
	var legal = Array(state.legal_actions())
	var ones = 0
	for id in range(mask.size()):
		ones += mask[id]
		if mask[id] == 1:
			expect(legal.has(id), "mask 1 only where legal (%d)" % id)
	expect(ones == legal.size(), "one 1 per legal action")


# A determinization keeps everything the seat knows.
func check_determinize(game, state):
	var seat = state.current_player()
	var drawn = state.determinize(seat, game.new_rng(3))
	expect(drawn != null, "determinize(seat, rng): %s" % state.last_error())
	expect(drawn.to_json_string(seat) == state.to_json_string(seat), "the seat sees the same in the drawn state")
	expect(state.determinize(seat, null) == null, "determinize without an rng")
	expect_refused(state, "CaperRng", "determinize(seat, null)")
	expect(state.determinize(seat, CaperBot.new()) == null, "a bot is not an rng")


# The public viewer (a spectator) sees the same in every seat's determinization: nothing a
# seat cannot know; any other negative viewer is refused, naming the viewers there are.
func check_public_view(game, state):
	expect(state.PUBLIC_VIEW == -2 and state.FULL_VIEW == -1, "CaperState.PUBLIC_VIEW, FULL_VIEW")
	var shown = state.to_json_string(state.PUBLIC_VIEW)
	expect(state.to_json(state.PUBLIC_VIEW)["view"] == -2, "the public JSON names its view")
	var text = state.to_text(state.PUBLIC_VIEW)
	var legal = state.legal_actions()
	var words = state.action_to_string(legal[0], state.PUBLIC_VIEW)
	expect(words != "", "the public text of an action: %s" % state.last_error())
	state.outcome_text(legal[0], state.PUBLIC_VIEW)
	expect(state.last_status() == Status.OK, "the public outcome text: %s" % state.last_error())
	for seat in range(game.num_players()):
		var drawn = state.determinize(seat, game.new_rng(seat + 5))
		expect(drawn.to_json_string(state.PUBLIC_VIEW) == shown, "the public JSON, seat %d's draw" % seat)
		expect(drawn.to_text(state.PUBLIC_VIEW) == text, "the public text, seat %d's draw" % seat)
		if drawn.is_legal(legal[0]):
			expect(drawn.action_to_string(legal[0], state.PUBLIC_VIEW) == words, "the public action text")
	expect(state.to_text(-3) == "", "to_text(-3)")
	expect_refused(state, "-2 (public view)", "to_text(-3)")


# Each game's own tests (tests/<game>/godot_test.gd, copied to res://tests/games/<game>.gd
# by test_installed.sh): a script with run(api) that checks through this file's expect().
func check_games_own_tests():
	var dir = Directory.new()
	expect(dir.open("res://tests/games") == OK, "res://tests/games holds the games' own tests")
	var scripts = []
	dir.list_dir_begin(true, true)
	var file = dir.get_next()
	while file != "":
		if file.ends_with(".gd"):
			scripts.append(file)
		file = dir.get_next()
	dir.list_dir_end()
	scripts.sort()
	for script in scripts:
		load("res://tests/games/" + script).new().run(self)


func expect_outcome(state, action, expected):
	for viewer in [-1, 0, 1]:
		var said = state.outcome_text(action, viewer)
		expect(said == expected and state.last_status() == Status.OK,
				"outcome_text(%s, %d): '%s', expected '%s'" % [str(action), viewer, said, expected])


# Quiet forms: asked on purpose, they record the status but print no engine error.
func check_quiet_forms(at):
	var turn = at["turn"]
	expect(turn.try_chance_outcomes().size() == 0, "try_chance_outcomes at a player's turn")
	expect(turn.last_status() == Status.WRONG_PHASE, "records WRONG_PHASE")
	if at["chance"] != null:
		var outcomes = at["chance"].chance_outcomes()
		expect(outcomes.size() > 0 and at["chance"].try_chance_outcomes() == outcomes, "the outcomes at a chance node")
		expect(typeof(outcomes[0][0]) == TYPE_INT and typeof(outcomes[0][1]) == TYPE_REAL, "[int action, float probability]")
	expect(turn.try_action_from_string("no such action 12345") == -1, "try_action_from_string of a typo")
	expect(turn.last_status() == Status.PARSE and turn.last_error() != "", "records PARSE and why")
	var first = turn.legal_actions()[0]
	expect(turn.try_action_from_string(turn.action_to_string(first)) == first, "an action's text")
	expect(turn.last_status() == Status.OK and turn.last_error() == "", "and a success clears the error")


func check_rng():
	var unseeded = CaperRng.new()
	var seeded_zero = CaperGame.new().new_rng(0)
	expect(unseeded.next_u64() == seeded_zero.next_u64(), "CaperRng.new() is seeded (with 0)")
	expect(unseeded.last_status() == Status.OK, "and draws without an error")
	var a = CaperGame.new().new_rng(7)
	var b = CaperRng.new()
	b.seed(7)
	var draws_a = []
	var draws_b = []
	for i in range(20):
		draws_a.append(a.below(6))
		draws_b.append(b.below(6))
	expect(draws_a == draws_b, "the same seed gives the same draws")
	for value in draws_a:
		expect(value >= 0 and value < 6, "below(6) in [0, 6)")
	expect(a.below(0) == -1 and a.last_status() == Status.INVALID_ARGUMENT, "below(0)")
	expect(a.seed("7") == Status.INVALID_ARGUMENT, "seed(\"7\")")


# A search with a 60 s budget on a Thread, cancelled from this one after 200 ms, returns a
# legal action promptly (caper.h: within 10 ms; 2 s allowed for a loaded machine).
func check_cancel(name):
	var game = open(name)
	var turn = landmarks(game, 5)["turn"]
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
	expect(CaperBot.new().cancel() == Status.INVALID_ARGUMENT, "cancel() of a bot made by .new() (it holds none)")


# More arguments than a method takes are refused, naming the method and the count (they
# were ignored); an int beyond int32 is refused with the value given (it read -2147483648).
func check_counts_and_ranges(name):
	var game = open(name)
	var turn = landmarks(game, 5)["turn"]
	var action = turn.legal_actions()[0]
	expect(turn.apply(action, 1, 2) == null, "apply(a, 1, 2)")
	expect_refused(turn, "CaperState.apply takes at most 1 argument, got 3", "apply(a, 1, 2)")
	expect(game.open(name, {}, 5) == null, "open(name, {}, 5)")
	expect_refused(game, "CaperGame.open takes at most 2 arguments, got 3", "open(name, {}, 5)")
	expect(game.num_players() > 0, "the refused open left the game open")
	expect(turn.clone(1) == null, "clone(1)")
	expect_refused(turn, "CaperState.clone takes no arguments, got 1", "clone(1)")
	expect(turn.apply(action) != null and turn.last_status() == Status.OK, "apply(a) still plays")
	var huge = 9223372036854775807
	expect(turn.view(huge) == null, "view(2^63-1)")
	expect_refused(turn, "viewer must be -1, -2 or a seat, got 9223372036854775807", "view(2^63-1)")
	expect(turn.observation(-huge - 1).size() == 0, "observation(-2^63)")
	expect_refused(turn, "seat must be a seat, got -9223372036854775808", "observation(-2^63)")
	expect(turn.determinize(1 << 40, game.new_rng(1)) == null, "determinize(2^40, rng)")
	expect_refused(turn, "seat must be a seat, got 1099511627776", "determinize(2^40, rng)")
	expect(turn.action_to_string(action, huge) == "", "action_to_string(a, 2^63-1)")
	expect_refused(turn, "got 9223372036854775807", "action_to_string(a, 2^63-1)")
