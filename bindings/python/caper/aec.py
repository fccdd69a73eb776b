"""``caper.AECEnv``: the PettingZoo AEC environment of caper.pettingzoo under the name the
package gave it first (needs pettingzoo and gymnasium)::

    env = caper.AECEnv("card_caper", {"players": 3})   # = caper.pettingzoo.env("card_caper", players=3)
"""

from .pettingzoo import CaperAECEnv as AECEnv

__all__ = ["AECEnv"]
