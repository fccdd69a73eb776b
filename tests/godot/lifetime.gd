# An object that a call is using stays alive until the call returns: the patterns that
# crashed the engine (signal 11 in caper_bot_choose), each run RUNS times. Run from api.gd
# (run(api)), or alone: godot3-server --path PROJECT -s res://tests/lifetime.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const RUNS = 200


# What a scene holds while its bot thinks on a Thread: the thread reads `bot` and `state`
# from here, as a member's script does, so that the scene may drop either meanwhile.
class Search:
	var bot
	var state
	var started = false

	func run(_unused):
		started = true
		return bot.choose(state)


var failures = 0


func expect(condition, what):
	if not condition:
		failures += 1
		print("FAILED: ", what)


func _init():
	run(self)
	print("caper godot lifetime: %s" % ("ok" if failures == 0 else "%d failed" % failures))
	quit(0 if failures == 0 else 1)


func run(api):
	var game = CaperGame.new()
	var name = game.game_names()[0]
	api.expect(game.open(name) == OK, "open " + name)
	var turn = game.initial_state()
	while turn.is_chance_node():
		turn = turn.apply(turn.legal_actions()[0])
	check_bot_dropped(api, game, turn)
	check_dropped_members(api, game, turn)


# Thread.start(bot, "choose", state), then the last reference to the bot dropped (a scene
# change): the bot lives on while choose() runs (a weak reference still finds it, to cancel
# the search), choose() returns a legal action, and the bot is freed when it returns.
# Godot's Thread holds a plain pointer to its target until the thread calls it, so the
# test waits for the thread to have started before it drops the bot.
func check_bot_dropped(api, game, turn):
	var alive = 0
	var legal = 0
	var freed = 0
	for run in range(RUNS):
		var bot = game.new_bot("mcts:ms=60000", run)
		var watch = weakref(bot)
		var thread = Thread.new()
		thread.start(bot, "choose", turn)
		OS.delay_msec(50)
		bot = null
		var found = watch.get_ref()
		if found != null:
			alive += 1
			found.cancel()
		found = null
		var action = thread.wait_to_finish()
		legal += int(typeof(action) == TYPE_INT and turn.is_legal(action))
		freed += int(watch.get_ref() == null)
	api.expect(alive == RUNS, "a bot dropped during choose() lives on: %d of %d" % [alive, RUNS])
	api.expect(legal == RUNS, "and choose() returns a legal action: %d of %d" % [legal, RUNS])
	api.expect(freed == RUNS, "and the bot is freed when choose() returns: %d of %d" % [freed, RUNS])


# The state, then the bot, dropped from the members the thread reads while it searches.
func check_dropped_members(api, game, turn):
	for dropped in ["state", "bot"]:
		var legal = 0
		var freed = 0
		for run in range(RUNS):
			var search = Search.new()
			search.bot = game.new_bot("mcts:ms=20", run)
			search.state = turn.clone()  # held by the member only
			var watch = weakref(search.get(dropped))
			var thread = Thread.new()
			thread.start(search, "run")
			while not search.started:
				OS.delay_usec(100)
			OS.delay_msec(2)
			search.set(dropped, null)
			var action = thread.wait_to_finish()
			legal += int(typeof(action) == TYPE_INT and turn.is_legal(action))
			freed += int(watch.get_ref() == null)
		api.expect(legal == RUNS, "the %s dropped during choose(): %d of %d legal" % [dropped, legal, RUNS])
		api.expect(freed == RUNS, "and freed when choose() returned: %d of %d" % [freed, RUNS])
