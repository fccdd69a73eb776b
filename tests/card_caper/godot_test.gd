# Card Caper's own test of the Godot addon, run by tests/godot/api.gd (godot.api) through
# its expect(), open() and expect_outcome().
extends Reference


# outcome_text worked out by hand in a 2-player Card Caper game dealt in card order: dealer
# p0; p1 (on the dealer's left) gets the hidden AC, p0 the hidden 2C; then the hands
# alternate from p1: p1 3C 5C ... QS, p0 4C 6C ... KS.
func run(api):
	var game = api.open("card_caper", {"players": 2})
	var state = game.initial_state().apply("dealer p0")
	for card in range(52):
		state = state.apply("deal %s%s" % ["A23456789TJQK"[card % 13], "CDHS"[card / 13]])
	state = state.apply("play suit 2D").apply("play higher 3C")
	# p1 holds nothing below an ace: its third pile ends its opening.
	api.expect_outcome(state, "play value 5C", "p1 could not play onto Lower Value")
	for text in ["play value 5C", "play suit AD", "play lower AS", "play higher 4C", "play value 6C"]:
		state = state.apply(text)
	api.expect_outcome(state, "die guess", "")
	state = state.apply("die guess")
	api.expect_outcome(state, "guess p1 AC", "right: p1's hidden card AC is revealed; game over: p0 gets away with it (+1); p0's hidden card was 2C; points: p0 2 p1 0")
	api.expect_outcome(state, state.action_from_string("guess p1 7C"), "wrong: p1 lays 7C open")
	var before = state.to_json_string()
	api.expect(state.outcome_text("guess p1 KS", 0) == "" and state.last_status() == api.Status.ILLEGAL_ACTION,
			"outcome_text of a guess of p0's own card")
	api.expect(state.last_error().find("guess p1 KS") >= 0, "the message names the action: " + state.last_error())
	api.expect(state.outcome_text("guess p1 7C", -3) == "" and state.last_status() == api.Status.INVALID_ARGUMENT,
			"outcome_text for viewer -3")
	api.expect(state.outcome_text("guess somebody", 0) == "" and state.last_status() == api.Status.PARSE,
			"outcome_text of text naming no action")
	api.expect(state.to_json_string() == before, "the refused calls left the state as it was")
