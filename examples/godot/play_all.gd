# Plays one seeded game of every game in the library with bots and seeded chance,
# printing each action with its outcome texts and the result, exactly as
# examples/godot/transcript.c does.
#   godot3-server --path examples/godot -s res://play_all.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const CaperRng = preload("res://addons/caper/caper_rng.gdns")

const SEED = 1
const MAX_STEPS = 100000


func _init():
	for game_name in CaperGame.new().game_names():
		if not play(game_name):
			quit(1)
			return
	quit(0)


# The bots: an MCTS bot in seat 0, greedy bots elsewhere; each seeded by its seat.
func make_bots(game):
	var bots = []
	for seat in range(game.num_players()):
		var spec = "mcts:20" if seat == 0 else "greedy"
		bots.append(game.new_bot(spec, SEED + seat))
	return bots


# What each viewer learns from what the action sets off (outcome_text): the full view's text
# after " => ", then each seat's where it differs, after " | pN: "; null on an engine error.
func outcomes(state, action, players):
	var full = state.outcome_text(action, -1)
	if state.last_status() != 0:
		return null
	var said = "" if full == "" else " => " + full
	for seat in range(players):
		var seat_text = state.outcome_text(action, seat)
		if state.last_status() != 0:
			return null
		if seat_text != full:
			said += " | p%d: %s" % [seat, seat_text]
	return said


func play(game_name):
	var game = CaperGame.new()
	if game.open(game_name, {}) != 0:
		return false
	var rng = CaperRng.new()
	rng.seed(SEED)
	var bots = make_bots(game)
	var state = game.initial_state()
	print("game %s players %d seed %d" % [game_name, game.num_players(), SEED])
	var step = 0
	while not state.is_terminal() and step < MAX_STEPS:
		var mover = state.current_player()
		var action
		if state.is_chance_node():
			action = state.sample_chance(rng)
		else:
			action = bots[mover].choose(state)
		var who = "chance" if mover < 0 else "p%d" % mover
		var line = "%d %s %d %s" % [step, who, action, state.action_to_string(action, -1)]
		var said = outcomes(state, action, game.num_players())
		if said == null:
			return false
		print(line + said)
		state = state.apply(action)
		if state == null:
			return false
		step += 1
	var line = "result"
	for value in state.returns():
		line += " %d" % int(round(value * 1000))
	print(line)
	return true
