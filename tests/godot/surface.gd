# The plugin's public surface, for tests/api/check_names.py (ctest api.names_godot): a line
# "member Class.name" for each method and property each class registers, as get_method_list()
# and get_property_list() report them in the engine (what Reference itself has is left out).
#   godot3-server --path PROJECT -s res://tests/surface.gd
extends SceneTree

const CLASSES = {
	"CaperGame": preload("res://addons/caper/caper_game.gdns"),
	"CaperState": preload("res://addons/caper/caper_state.gdns"),
	"CaperBot": preload("res://addons/caper/caper_bot.gdns"),
	"CaperRng": preload("res://addons/caper/caper_rng.gdns"),
	"CaperStatus": preload("res://addons/caper/caper_status.gdns"),
}


func _init():
	var inherited = {}
	var base = Reference.new()
	for member in base.get_method_list() + base.get_property_list():
		inherited[member["name"]] = true
	for name in CLASSES:
		print("member %s" % name)
		var object = CLASSES[name].new()
		for member in object.get_method_list() + object.get_property_list():
			if not inherited.has(member["name"]):
				print("member %s.%s" % [name, member["name"]])
	quit(0)
