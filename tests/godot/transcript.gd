# The Godot side of the parity test godot.plays_like_c: plays the cases of the file
# $CAPER_TRANSCRIPT_CASES through the plugin and writes their transcript to
# $CAPER_TRANSCRIPT_OUT in the format of tests/transcript/transcript.c (read there), which
# bindings/godot/test_in_godot.sh compares byte for byte with the C ABI's.
#   godot3-server --path PROJECT -s res://tests/transcript.gd
extends SceneTree

const CaperGame = preload("res://addons/caper/caper_game.gdns")
const CaperRng = preload("res://addons/caper/caper_rng.gdns")

const FNV_START = 2166136261
const FNV_PRIME = 16777619

var out = File.new()


func _init():
	var cases = File.new()
	if cases.open(OS.get_environment("CAPER_TRANSCRIPT_CASES"), File.READ) != OK:
		print("transcript.gd: cannot read $CAPER_TRANSCRIPT_CASES")
		quit(1)
		return
	if out.open(OS.get_environment("CAPER_TRANSCRIPT_OUT"), File.WRITE) != OK:
		print("transcript.gd: cannot write $CAPER_TRANSCRIPT_OUT")
		quit(1)
		return
	var ok = true
	while ok and not cases.eof_reached():
		var fields = cases.get_line().split("\t")
		if fields.size() >= 4:
			ok = play(fields)
	out.close()
	quit(0 if ok else 1)


func fnv(digest, bytes):
	for b in bytes:
		digest = ((digest ^ b) * FNV_PRIME) & 0xFFFFFFFF
	return digest


func fnv_text(digest, text):
	return fnv(digest, text.to_utf8())


# The values as little-endian bytes, each put with `put` ("put_u32", "put_float", ...).
func bytes_of(values, put):
	var buffer = StreamPeerBuffer.new()
	for value in values:
		buffer.call(put, value)
	return buffer.data_array


func hash_views(digest, state, players, action):
	for viewer in range(-1, players):
		digest = fnv_text(digest, state.to_json_string(viewer))
		digest = fnv_text(digest, state.to_text(viewer))
		if action != null:
			digest = fnv_text(digest, state.action_to_string(action, viewer))
			digest = fnv_text(digest, state.outcome_text(action, viewer))
	return digest


func outcomes(state, action, players):
	var full = state.outcome_text(action, -1)
	var said = "" if full == "" else " => " + full
	for seat in range(players):
		var seat_text = state.outcome_text(action, seat)
		if seat_text != full:
			said += " | p%d: %s" % [seat, seat_text]
	return said


# SEATS "-": no bots (random seats); else one spec a seat, the last for every further seat.
func make_bots(game, seats, first_seed):
	var bots = []
	if seats == "-":
		return bots
	var specs = seats.split(" ")
	for seat in range(game.num_players()):
		bots.append(game.new_bot(specs[min(seat, specs.size() - 1)], first_seed + seat))
	return bots


func hex(digest):
	return "%08x" % digest


func play(fields):
	var name = fields[0]
	var first_seed = int(fields[2])
	var max_steps = int(fields[3])
	var seats = fields[4] if fields.size() > 4 else "-"
	var game = CaperGame.new()
	if game.open(name, "{}" if fields[1] == "-" else fields[1]) != 0:
		return false
	var players = game.num_players()
	var rng = CaperRng.new()
	rng.seed(first_seed)
	var bots = make_bots(game, seats, first_seed)
	var state = game.initial_state()
	out.store_string("case %s %s %d %d %s\n" % [name, fields[1], first_seed, max_steps, seats])
	var step = 0
	while step < max_steps and not state.is_terminal():
		var player = state.current_player()
		var legal = state.legal_actions()
		var digest = fnv(FNV_START, bytes_of([player], "put_32"))
		digest = fnv(digest, bytes_of(legal, "put_u32"))
		var action
		if state.is_chance_node():
			action = state.sample_chance(rng)
		else:
			digest = fnv(digest, bytes_of(state.observation(player), "put_float"))
			if bots.empty():
				action = legal[rng.below(legal.size())]
			else:
				action = bots[player].choose(state)
		digest = hash_views(digest, state, players, action)
		var mover = "chance" if player < 0 else "p%d" % player
		out.store_string("%d %s %d #%s %s%s\n" % [step, mover, action, hex(digest),
				state.action_to_string(action, -1), outcomes(state, action, players)])
		state = state.apply(action)
		if state == null:
			return false
		step += 1
	var returns = state.returns()
	var digest = hash_views(fnv(FNV_START, bytes_of(returns, "put_double")), state, players, null)
	var line = "end #%s returns" % hex(digest)
	for value in returns:
		line += " %d" % int(round(value * 1000))
	out.store_string(line + "\n")
	return true
