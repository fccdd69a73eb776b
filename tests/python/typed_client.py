"""A client of the installed package, checked by ``mypy --strict`` (ctest python.mypy): the
public API's type hints are usable as written in the docs (py.typed is installed)."""

from typing import List, Optional

import caper


def play(name: str, seed: int) -> Optional[List[int]]:
    game = caper.Game(name, {"players": 2})
    low, high = game.players_range
    assert low <= game.num_players <= high
    bot = caper.Bot(game, "mcts:50", seed=seed)
    rng = caper.Rng(seed)
    state: caper.State = game.initial_state()
    while not state.is_terminal:
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            action = bot.choose(state)
            mask: List[int] = state.legal_actions_mask()
            assert mask[action] == 1 and state.is_legal(action)
            tensor: List[float] = state.observation_tensor(state.current_player)
            assert len(tensor) == game.observation_size
        text: str = state.action_to_string(action, 0)
        assert text
        state = state.apply(action)
    result = state.result
    print(state.to_text(0), result)
    history = state.history
    return None if history is None else list(history)


if __name__ == "__main__":
    for game_name in caper.game_names():
        play(game_name, 1)
