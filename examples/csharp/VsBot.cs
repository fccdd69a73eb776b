// VsBot.cs - you against the bot in a terminal, through the caper C# binding.
//
//   mono caper_vs_bot.exe GAME [SEED [BOT [OPTIONS_JSON]]]      (BOT: random, greedy, mcts:200, ...)
//
// You are seat p0; the bot plays every other seat; chance is drawn from SEED. On your turn
// the program shows the state as you see it and numbers your legal moves: answer with a
// number or a move's text; "quit" (or the end of the input) stops. Events read as you see
// them: another seat's dealt card stays hidden. The C and Python versions print the same
// for the same input (tests/python/run_vs_bot.py checks it).
using System;
using System.Globalization;
using System.Linq;
using Caper;

internal static class VsBot
{
    private const int You = 0;

    // Your move: an action id, or null when you stop.
    private static uint? Ask(State state, uint[] legal)
    {
        Console.WriteLine(state.ToText(You));
        Console.WriteLine("your moves:");
        string[] texts = legal.Select(action => state.ActionToString(action, You)).ToArray();
        for (int i = 0; i < legal.Length; ++i)
            Console.WriteLine("  " + (i + 1) + ") " + texts[i]);
        while (true)
        {
            Console.Write("your move> ");
            string line = Console.ReadLine();
            if (line == null)
            {
                Console.WriteLine();
                return null;
            }
            string answer = line.Trim();
            Console.WriteLine(answer);  // echoed, so a transcript of scripted input reads well
            if (answer == "quit") return null;
            int number;
            if (answer.All(char.IsDigit) && int.TryParse(answer, NumberStyles.None, CultureInfo.InvariantCulture, out number) &&
                number >= 1 && number <= legal.Length)
                return legal[number - 1];
            int listed = Array.IndexOf(texts, answer);  // a move as listed
            if (listed >= 0) return legal[listed];
            if (answer.Length > 0)  // or in the game's notation
            {
                try
                {
                    uint action = state.ActionFromString(answer);
                    if (state.IsLegal(action)) return action;
                }
                catch (CaperException)
                {
                    // not a move's text: say so below
                }
            }
            Console.WriteLine("not a move: '" + answer + "' (answer 1.." + legal.Length + " or a move's text, or quit)");
        }
    }

    private static void PrintResult(State state)
    {
        double[] returns = state.Returns();
        Console.WriteLine("game over; returns:" +
                          string.Concat(returns.Select(r => " " + r.ToString("F4", CultureInfo.InvariantCulture))));
        if (returns.Sum() == 0) Console.WriteLine("nobody wins");
        else if (returns[You] >= 1.0) Console.WriteLine("you win");
        else if (returns[You] > 0) Console.WriteLine("you share the win");
        else Console.WriteLine("the bot wins");
    }

    public static int Main(string[] args)
    {
        if (args.Length < 1 || args[0] == "--help")
        {
            Console.WriteLine("usage: caper_vs_bot.exe GAME [SEED [BOT [OPTIONS_JSON]]]");
            Console.WriteLine("games: " + string.Join(" ", Library.GameNames()));
            Console.WriteLine("bots: random, greedy, mcts, mcts:ITERATIONS, mcts:ms=MILLISECONDS");
            return args.Length < 1 ? 2 : 0;
        }
        string name = args[0];
        string spec = args.Length > 2 ? args[2] : "mcts:200";
        ulong seed = 1;
        if (args.Length > 1 && !(args[1].All(char.IsDigit) &&
                                 ulong.TryParse(args[1], NumberStyles.None, CultureInfo.InvariantCulture, out seed)))
        {
            Console.Error.WriteLine("vs_bot: the seed must be a number, not '" + args[1] + "'");
            return 2;
        }
        Game game;
        Bot bot;
        try
        {
            game = new Game(name, args.Length > 3 ? args[3] : null);
            bot = new Bot(game, spec, seed);
        }
        catch (CaperException e)
        {
            Console.Error.WriteLine("vs_bot: " + e.NativeMessage);
            return 2;
        }
        using (game)
        using (bot)
        using (var rng = new Rng(seed))
        {
            State state = game.InitialState();
            Console.WriteLine("game " + name + ", you are p0, bot " + spec + ", seed " + seed);
            while (!state.IsTerminal)
            {
                int player = state.CurrentPlayer;
                uint action;
                if (state.IsChanceNode)
                {
                    action = state.SampleChance(rng);
                }
                else if (player == You)
                {
                    uint? chosen = Ask(state, state.LegalActions());
                    if (chosen == null)
                    {
                        Console.WriteLine("bye");
                        return 0;
                    }
                    action = chosen.Value;
                }
                else
                {
                    action = bot.Choose(state);
                }
                string text = state.ActionToString(action, You);
                Console.WriteLine(state.IsChanceNode ? "chance: " + text
                                                     : "p" + player + " (" + (player == You ? "you" : "bot") + "): " + text);
                State next = state.Apply(action);
                state.Dispose();
                state = next;
            }
            PrintResult(state);
        }
        return 0;
    }
}
