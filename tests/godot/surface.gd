# The plugin's public surface, for tests/api/check_names.py (ctest api.names_godot): a line
# "member Class.method" for each method each class registers, as get_method_list() reports
# it in the engine (the methods Reference itself has are left out).
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
	for method in Reference.new().get_method_list():
		inherited[method["name"]] = true
	for name in CLASSES:
		print("member %s" % name)
		for method in CLASSES[name].new().get_method_list():
			if not inherited.has(method["name"]):
				print("member %s.%s" % [name, method["name"]])
	quit(0)
