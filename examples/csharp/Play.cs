// Plays one seeded game with random moves through the caper C# binding and prints it.
//
//   mono caper_play.exe [GAME [SEED [OPTIONS_JSON]]]     (libcaper.so on LD_LIBRARY_PATH)
//
// GAME defaults to the first game of the catalogue, SEED to 1. Chance nodes are sampled
// with State.SampleChance; a player picks legal[rng.NextU64() % n]. The C and Python
// examples do exactly the same, so the three print the same game for the same seed.
using System;
using System.Globalization;
using System.Linq;
using Caper;

internal static class Play
{
    private static int Main(string[] args)
    {
        try
        {
            return Run(args);
        }
        catch (CaperLibraryException e)
        {
            Console.Error.WriteLine("caper_play: " + e.Message);
            return 1;
        }
    }

    private static int Run(string[] args)
    {
        if (args.Length > 0 && (args[0] == "-h" || args[0] == "--help"))
        {
            Console.WriteLine("usage: caper_play.exe [GAME [SEED [OPTIONS_JSON]]]\ngames: " +
                              string.Join(" ", Library.GameNames()));
            return 0;
        }
        string[] names = Library.GameNames();
        string name = args.Length > 0 ? args[0] : names.FirstOrDefault();
        if (name == null)
        {
            Console.Error.WriteLine("caper_play: this library has no game");
            return 1;
        }
        ulong seed = 1;
        if (args.Length > 1 && !ulong.TryParse(args[1], NumberStyles.None, CultureInfo.InvariantCulture, out seed))
        {
            Console.Error.WriteLine("caper_play: the seed must be a number, not '" + args[1] + "'");
            return 2;
        }
        string options = args.Length > 2 ? args[2] : null;

        Game game;
        try
        {
            game = new Game(name, options);
        }
        catch (CaperException e)
        {
            Console.Error.WriteLine("caper_play: " + e.NativeMessage);
            return 2;
        }
        using (game)
        using (var rng = new Rng(seed))
        {
            Console.WriteLine("game " + name + ", seed " + seed + ", " + game.NumPlayers + " players");
            State state = game.InitialState();
            int moves = 0;
            while (!state.IsTerminal)
            {
                uint action;
                if (state.IsChanceNode)
                {
                    action = state.SampleChance(rng);
                    Console.WriteLine("chance: " + state.ActionToString(action));
                }
                else
                {
                    uint[] legal = state.LegalActions();
                    action = legal[(int)(rng.NextU64() % (ulong)legal.Length)];
                    Console.WriteLine("player " + state.CurrentPlayer + ": " + state.ActionToString(action));
                }
                State next = state.Apply(action);
                state.Dispose();
                state = next;
                ++moves;
            }
            Console.WriteLine("moves: " + moves);
            Console.WriteLine("returns:" + string.Concat(state.Returns().Select(
                r => " " + r.ToString("F4", CultureInfo.InvariantCulture))));
            state.Dispose();
        }
        return 0;
    }
}
