// Tests of the C# binding (bindings/csharp/Caper.cs): a small self-contained runner (no NUnit).
// Generic over Library.GameNames(): every registered game is played to the end, and its
// options are read from its info; no test names a game of the library. The exact tests of
// the toy game run against the test library (tests/toy_game, CAPER_EXPECT_TOY=1).
// Nothing is skipped. Exit code: 0 when every test passed, 1 otherwise.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Caper;

// A small JSON reader for the info documents (the runner has no JSON library): objects
// as Dictionary<string, object>, arrays as List<object>, numbers as double, strings, bools
// and null. Malformed text throws.
internal sealed class MiniJson
{
    private readonly string s;
    private int i;

    private MiniJson(string text) { s = text; }

    public static object Parse(string text)
    {
        var reader = new MiniJson(text);
        object value = reader.Value();
        reader.Space();
        if (reader.i != text.Length) throw new Exception("JSON: text after the value at " + reader.i);
        return value;
    }

    // A value written as JSON: a string, a bool or a number.
    public static string Write(object value)
    {
        if (value is string) return "\"" + ((string)value).Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
        if (value is bool) return (bool)value ? "true" : "false";
        return Convert.ToDouble(value).ToString("R", CultureInfo.InvariantCulture);
    }

    private void Space() { while (i < s.Length && char.IsWhiteSpace(s[i])) ++i; }

    private char Peek()
    {
        Space();
        if (i >= s.Length) throw new Exception("JSON: unexpected end");
        return s[i];
    }

    private void Expect(char c)
    {
        if (Peek() != c) throw new Exception("JSON: expected '" + c + "' at " + i);
        ++i;
    }

    private bool Word(string word)
    {
        if (string.CompareOrdinal(s, i, word, 0, word.Length) != 0) return false;
        i += word.Length;
        return true;
    }

    private object Value()
    {
        char c = Peek();
        if (c == '{')
        {
            var obj = new Dictionary<string, object>();
            ++i;
            if (Peek() == '}') { ++i; return obj; }
            while (true)
            {
                string key = Text();
                Expect(':');
                obj[key] = Value();
                if (Peek() != ',') break;
                ++i;
            }
            Expect('}');
            return obj;
        }
        if (c == '[')
        {
            var list = new List<object>();
            ++i;
            if (Peek() == ']') { ++i; return list; }
            while (true)
            {
                list.Add(Value());
                if (Peek() != ',') break;
                ++i;
            }
            Expect(']');
            return list;
        }
        if (c == '"') return Text();
        if (Word("true")) return true;
        if (Word("false")) return false;
        if (Word("null")) return null;
        int start = i;
        while (i < s.Length && "+-0123456789.eE".IndexOf(s[i]) >= 0) ++i;
        if (start == i) throw new Exception("JSON: unexpected '" + c + "' at " + i);
        return double.Parse(s.Substring(start, i - start), CultureInfo.InvariantCulture);
    }

    private string Text()
    {
        Expect('"');
        var text = new StringBuilder();
        while (s[i] != '"')
        {
            char c = s[i++];
            if (c != '\\') { text.Append(c); continue; }
            char e = s[i++];
            if (e == 'u') { text.Append((char)Convert.ToInt32(s.Substring(i, 4), 16)); i += 4; }
            else text.Append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e);
        }
        ++i;
        return text.ToString();
    }
}

internal static class Assert
{
    public static void True(bool condition, string what)
    {
        if (!condition) throw new Exception("expected: " + what);
    }

    public static void Equal<T>(T expected, T actual, string what)
    {
        if (!EqualityComparer<T>.Default.Equals(expected, actual))
            throw new Exception(what + ": expected <" + expected + ">, got <" + actual + ">");
    }

    public static void SequenceEqual<T>(IEnumerable<T> expected, IEnumerable<T> actual, string what)
    {
        if (!expected.SequenceEqual(actual))
            throw new Exception(what + ": expected [" + string.Join(",", expected) + "], got [" +
                                string.Join(",", actual) + "]");
    }

    public static void Near(double expected, double actual, double tolerance, string what)
    {
        if (Math.Abs(expected - actual) > tolerance)
            throw new Exception(what + ": expected " + expected + ", got " + actual);
    }

    public static TException Throws<TException>(Action action, string what) where TException : Exception
    {
        try
        {
            action();
        }
        catch (TException e)
        {
            return e;
        }
        catch (Exception e)
        {
            throw new Exception(what + ": expected " + typeof(TException).Name + ", got " + e.GetType().Name + ": " +
                                e.Message);
        }
        throw new Exception(what + ": expected " + typeof(TException).Name + ", nothing was thrown");
    }

    public static CaperException ThrowsStatus(Status status, Action action, string what)
    {
        var e = Throws<CaperException>(action, what);
        if (e.Status != status)
            throw new Exception(what + ": expected status " + status + ", got " + e.Status + ": " + e.Message);
        if (string.IsNullOrEmpty(e.NativeMessage)) throw new Exception(what + ": the exception has no message");
        return e;
    }
}

// Marks a test of one game, in that game's folder; Main runs them against the real library.
[AttributeUsage(AttributeTargets.Method)]
internal sealed class GameTestAttribute : Attribute
{
}

internal static class Tests
{
    private const string Toy = "toy_high_card";
    private const int MaxSteps = 20000;

    private static string[] Games() { return Library.GameNames(); }

    private static uint RandomAction(State state, Rng rng)
    {
        if (state.IsChanceNode) return state.SampleChance(rng);
        uint[] legal = state.LegalActions();
        return legal[rng.Below(legal.Length)];
    }

    // Plays a seeded random game to its end; visit sees every state. Returns the actions.
    private static List<uint> Play(Game game, ulong seed, Action<State> visit, out string finalJson)
    {
        var actions = new List<uint>();
        using (var rng = new Rng(seed))
        {
            State state = game.InitialState();
            for (int step = 0; step < MaxSteps; ++step)
            {
                if (visit != null) visit(state);
                if (state.IsTerminal)
                {
                    finalJson = state.ToJson();
                    state.Dispose();
                    return actions;
                }
                uint action = RandomAction(state, rng);
                actions.Add(action);
                State next = state.Apply(action);
                state.Dispose();
                state = next;
            }
        }
        throw new Exception(game.Name + " did not end within " + MaxSteps + " steps");
    }

    private static void RequireGames()
    {
        if (Games().Length == 0) throw new Exception("no game is registered in this library: an empty catalogue fails");
    }

    public static void VersionAndAbi()
    {
        Assert.Equal(1u, Library.ExpectedAbiVersion, "ExpectedAbiVersion");
        Assert.Equal(1u, Library.AbiVersion, "AbiVersion");
        var parts = Library.Version.Split('.');
        Assert.Equal(3, parts.Length, "version parts of " + Library.Version);
        foreach (var p in parts) Assert.True(p.All(char.IsDigit) && p.Length > 0, "numeric version part " + p);
    }

    public static void AbiMismatchIsAClearError()
    {
        var e = Assert.Throws<CaperLibraryException>(() => Library.CheckAbi(2, 1), "CheckAbi(2, 1)");
        Assert.True(e.Message.Contains("ABI version 2") && e.Message.Contains("ABI version 1"), "message names both: " + e.Message);
        Library.CheckAbi(1, 1);
    }

    public static void GameNamesMatchTheCount()
    {
        var names = Games();
        Assert.Equal((ulong)names.Length, Native.caper_game_count().ToUInt64(), "count");
        Assert.Equal(names.Length, names.Distinct().Count(), "distinct names");
        Assert.True(Native.caper_game_name(new UIntPtr((uint)names.Length)) == IntPtr.Zero, "NULL past the end");
        if (Environment.GetEnvironmentVariable("CAPER_EXPECT_TOY") == "1")
            Assert.True(names.Contains(Toy), "the toy test library is loaded");
    }

    public static void UnknownGame()
    {
        var e = Assert.ThrowsStatus(Status.UnknownGame, () => new Game("no_such_game"), "unknown game");
        Assert.True(e.NativeMessage.Contains("no_such_game"), "message names the game: " + e.NativeMessage);
        Assert.True(e.Message.StartsWith("CAPER_E_UNKNOWN_GAME: "), "message starts with the status: " + e.Message);
        foreach (var name in Games()) Assert.True(e.NativeMessage.Contains(name), "message lists " + name);
    }

    public static void Utf8BothWays()
    {
        // The name goes in as UTF-8 and comes back, inside the message, as UTF-8.
        const string name = "k\u00e4se_\u6e38\u620f";
        var e = Assert.ThrowsStatus(Status.UnknownGame, () => new Game(name), "unknown non-ASCII game");
        Assert.True(e.NativeMessage.Contains(name), "message keeps the UTF-8 name: " + e.NativeMessage);
    }

    // Caper.cs keeps the one copy of the status table a C# compiler needs; the library's
    // (include/caper/core/error.hpp, through caper_status_name) decides it: every code the
    // library names is a Status member named alike (CAPER_E_UNKNOWN_GAME: UnknownGame,
    // CAPER_OK: Ok), and every member is such a code.
    public static void StatusEnumIsTheLibrarysTable()
    {
        var members = new Dictionary<int, string>();
        foreach (Status s in Enum.GetValues(typeof(Status))) members[(int)s] = s.ToString();
        int named = 0;
        for (int code = 0; code < 256; ++code)
        {
            string native = Native.FromUtf8(Native.caper_status_name(code));
            string member;
            bool known = members.TryGetValue(code, out member);
            if (native == "CAPER_E_UNKNOWN")
            {
                Assert.True(!known, "Status." + member + " = " + code + " is no status of the library");
                continue;
            }
            Assert.True(known, native + " = " + code + " has no Status member");
            Assert.Equal(native, StatusCName(member), "the C name of Status." + member);
            Assert.Equal(native, CaperException.StatusName((Status)code), "StatusName of " + member);
            ++named;
        }
        Assert.Equal(members.Count, named, "Status members that are library statuses");
        Assert.True(named >= 9, "the library names " + named + " statuses");
    }

    // "UnknownGame" -> "CAPER_E_UNKNOWN_GAME", "Ok" -> "CAPER_OK".
    static string StatusCName(string member)
    {
        var name = new StringBuilder(member == "Ok" ? "CAPER" : "CAPER_E");
        foreach (char c in member)
        {
            if (char.IsUpper(c)) name.Append('_');
            name.Append(char.ToUpperInvariant(c));
        }
        return name.ToString();
    }

    public static void ArgumentChecks()
    {
        Assert.Throws<ArgumentNullException>(() => new Game(null), "null name");
        Assert.Throws<ArgumentException>(() => new Game("a\0b"), "NUL in name");
    }

    public static void RngIsDeterministic()
    {
        using (var a = new Rng(42))
        using (var b = new Rng(42))
        using (var c = new Rng(43))
        {
            var xs = Enumerable.Range(0, 10).Select(_ => a.NextU64()).ToArray();
            Assert.SequenceEqual(xs, Enumerable.Range(0, 10).Select(_ => b.NextU64()).ToArray(), "same seed");
            Assert.True(!xs.SequenceEqual(Enumerable.Range(0, 10).Select(_ => c.NextU64()).ToArray()), "other seed differs");
        }
    }

    public static void RngMatchesPython()
    {
        // The same generator behind every binding: seed 1 starts as in tests/python.
        using (var a = new Rng(1))
        {
            var values = Enumerable.Range(0, 600).Select(_ => a.Below(6)).Distinct().Count();
            Assert.Equal(6, values, "Below(6) reaches every value");
        }
        Assert.Throws<ArgumentOutOfRangeException>(() => new Rng(1).Below(0), "Below(0)");
    }

    public static void DisposedHandlesThrow()
    {
        var rng = new Rng(1);
        rng.Dispose();
        Assert.True(rng.IsDisposed, "IsDisposed");
        Assert.Throws<ObjectDisposedException>(() => rng.NextU64(), "NextU64 after Dispose");
        rng.Dispose(); // idempotent
        foreach (var name in Games().Take(1))
        {
            var game = new Game(name);
            var state = game.InitialState();
            game.Dispose();
            Assert.Throws<ObjectDisposedException>(() => game.InitialState(), "InitialState after Dispose");
            Assert.True(state.ToJson().Length > 2, "a state outlives its game");
            state.Dispose();
            Assert.Throws<ObjectDisposedException>(() => state.LegalActions(), "LegalActions after Dispose");
        }
    }

    public static void FinalizersRelease()
    {
        // Handles dropped without Dispose are released by their finalizers (no crash, no double free).
        foreach (var name in Games().Take(1))
        {
            var weak = new List<WeakReference>();
            using (var game = new Game(name))
                for (int i = 0; i < 500; ++i) weak.Add(new WeakReference(game.InitialState()));
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            Assert.True(weak.Count(w => w.IsAlive) < 500, "states were collected");
        }
    }

    public static void RawNullHandlesAreErrors()
    {
        UIntPtr len;
        Assert.Equal(1, Native.caper_state_legal_actions(new StateHandle(), null, UIntPtr.Zero, out len), "NULL state");
        Assert.True(Native.FromUtf8(Native.caper_last_error()).Contains("NULL"), "message says NULL");
        Assert.Equal(-1, Native.caper_game_num_players(new GameHandle()), "NULL game players");
        Assert.Equal(-2, Native.caper_state_current_player(new StateHandle()), "NULL state player");
    }

    public static void EveryGamePlaysToTheEnd()
    {
        RequireGames();
        foreach (var name in Games())
            foreach (ulong seed in new ulong[] { 1, 2 })
                using (var game = new Game(name))
                {
                    int n = game.NumPlayers;
                    int playerTurns = 0;
                    string finalJson;
                    var actions = Play(game, seed, state =>
                    {
                        int p = state.CurrentPlayer;
                        Assert.True(p >= -2 && p < n, name + ": current player " + p);
                        Assert.True(state.ToJson().StartsWith("{"), name + ": JSON object");
                        for (int s = 0; s < n; ++s) Assert.True(state.ToJson(s).StartsWith("{"), name + ": view");
                        uint[] legal = state.LegalActions();
                        Assert.SequenceEqual(legal.OrderBy(a => a).Distinct(), legal, name + ": legal sorted unique");
                        double[] r = state.Returns();
                        Assert.Equal(n, r.Length, name + ": returns length");
                        if (state.IsTerminal)
                        {
                            Assert.Equal(0, legal.Length, name + ": no legal action at the end");
                            double sum = r.Sum();
                            Assert.True(Math.Abs(sum - 1) < 1e-9 || Math.Abs(sum) < 1e-9, name + ": returns sum " + sum);
                            return;
                        }
                        Assert.True(r.All(v => v == 0), name + ": zero returns before the end");
                        if (state.IsChanceNode)
                        {
                            var outcomes = state.ChanceOutcomes();
                            Assert.SequenceEqual(legal, outcomes.Select(o => o.Action), name + ": outcomes = legal");
                            Assert.Near(1.0, outcomes.Sum(o => o.Probability), 1e-6, name + ": probabilities");
                        }
                        else
                        {
                            ++playerTurns;
                            Assert.ThrowsStatus(Status.WrongPhase, () => state.ChanceOutcomes(), name + ": outcomes at a turn");
                        }
                        foreach (var a in legal.Take(8))
                            Assert.Equal(a, state.ActionFromString(state.ActionToString(a)), name + ": action text round trip");
                    }, out finalJson);
                    Assert.True(playerTurns > 0, name + ": some player turns");
                    string again;
                    Assert.SequenceEqual(actions, Play(game, seed, null, out again), name + ": same seed, same game");
                    Assert.Equal(finalJson, again, name + ": same final JSON");
                }
    }

    // ToText, IsLegal, LegalMask, viewer texts, the observation tensor and History on
    // states of a seeded game of every registered game.
    public static void EveryGameParitySurfaces()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            {
                int n = game.NumPlayers;
                int size = game.ObservationSize;
                int product = 1;
                foreach (int d in game.ObservationShape()) product *= d;
                Assert.True(game.ObservationShape().Length > 0 && size > 0, name + ": every game has an observation");
                Assert.Equal(product, size, name + ": observation size");
                var applied = new List<uint>();
                int step = 0;
                string finalJson;
                var actions = Play(game, 5, state =>
                {
                    if (step++ % 5 != 0 && !state.IsTerminal) return;
                    Assert.True(state.ToText().Length > 0, name + ": ToText");
                    for (int p = 0; p < n; ++p) Assert.True(state.ToText(p).Length > 0, name + ": ToText(p)");
                    Assert.ThrowsStatus(Status.InvalidArgument, () => state.ToText(n), name + ": ToText(n)");
                    uint[] legal = state.LegalActions();
                    byte[] mask = state.LegalMask();
                    Assert.Equal((int)game.NumDistinctActions, mask.Length, name + ": mask length");
                    var fromMask = new List<uint>();
                    for (int a = 0; a < mask.Length; ++a)
                    {
                        if (mask[a] == 1) fromMask.Add((uint)a);
                        else Assert.Equal((byte)0, mask[a], name + ": mask is 0/1");
                    }
                    Assert.SequenceEqual(legal, fromMask, name + ": mask = legal actions");
                    foreach (uint a in legal.Take(4))
                    {
                        Assert.True(state.IsLegal(a) && state.IsLegal((int)a), name + ": IsLegal");
                        Assert.Equal(a, state.ActionFromString(state.ActionToString(a)), name + ": the notation parses");
                        Assert.Equal(state.ActionToString(a), state.ActionToString((int)a), name + ": int overload");
                        string full = state.ActionToString(a, Library.FullView);
                        Assert.True(full.Length > 0, name + ": full view text");
                        for (int p = 0; p < n; ++p) Assert.True(state.ActionToString(a, p).Length > 0, name + ": viewer text");
                        Assert.ThrowsStatus(Status.InvalidArgument, () => state.ActionToString(a, n), name + ": bad viewer");
                        Assert.Equal(state.OutcomeText(a), state.OutcomeText(a, Library.FullView), name + ": outcome text");
                        for (int p = 0; p < n; ++p) Assert.True(state.OutcomeText((int)a, p) != null, name + ": outcome text for p");
                        Assert.ThrowsStatus(Status.InvalidArgument, () => state.OutcomeText(a, n), name + ": outcome text, bad viewer");
                    }
                    Assert.ThrowsStatus(Status.IllegalAction, () => state.OutcomeText(game.NumDistinctActions), name + ": outcome of an id too big");
                    Assert.True(!state.IsLegal(game.NumDistinctActions) && !state.IsLegal(-1), name + ": not legal");
                    for (int p = 0; p < n; ++p) Assert.Equal(size, state.Observation(p).Length, name + ": tensor");
                    Assert.ThrowsStatus(Status.InvalidArgument, () => state.Observation(n), name + ": tensor(n)");
                }, out finalJson);
                // History: the actions applied since the initial state (unknown after loading).
                using (var rng = new Rng(5))
                {
                    State state = game.InitialState();
                    Assert.Equal(0, state.History.Length, name + ": initial history");
                    foreach (uint a in actions.Take(30))
                    {
                        applied.Add(a);
                        state = state.Apply(a);
                    }
                    Assert.SequenceEqual(applied, state.History, name + ": history");
                    Assert.True(game.StateFromJson(state.ToJson()).History == null, name + ": loaded history unknown");
                    if (applied.Count > 0)
                    {
                        State viaInt = game.InitialState().Apply((int)applied[0]);
                        Assert.Equal(applied[0], viaInt.History[0], name + ": Apply(int)");
                        Throws<ArgumentOutOfRangeException>(() => viaInt.Apply(-1), name + ": Apply(-1)");
                    }
                }
            }
    }

    private static void Throws<T>(Action action, string what) where T : Exception { Assert.Throws<T>(action, what); }

    // Bots: every spec chooses legal actions, reproducibly; bad specs, chance and terminal
    // states are refused; bots play whole games.
    public static void EveryGameBots()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            {
                State turn = null, chance = null, last = null;
                string finalJson;
                Play(game, 3, state =>
                {
                    if (turn == null && state.CurrentPlayer >= 0 && state.LegalActions().Length >= 2) turn = CloneOf(game, state);
                    if (chance == null && state.IsChanceNode) chance = CloneOf(game, state);
                    if (state.IsTerminal) last = CloneOf(game, state);
                }, out finalJson);
                Assert.True(turn != null && last != null, name + ": a seat's turn and an end");
                foreach (var spec in new[] { "random", "greedy", "mcts", "mcts:30" })
                {
                    uint a;
                    using (var bot = new Bot(game, spec, 4)) a = bot.Choose(turn);
                    Assert.True(turn.IsLegal(a), name + " " + spec + ": legal");
                    using (var bot = new Bot(game, spec, 4UL)) Assert.Equal(a, bot.Choose(turn), name + " " + spec + ": same seed");
                    using (var bot = new Bot(game, spec, 4))
                    {
                        Assert.ThrowsStatus(Status.WrongPhase, () => bot.Choose(last), name + ": terminal");
                        if (chance != null) Assert.ThrowsStatus(Status.WrongPhase, () => bot.Choose(chance), name + ": chance");
                    }
                }
                using (var timed = new Bot(game, "mcts:ms=5", 1)) Assert.True(turn.IsLegal(timed.Choose(turn)), name + ": timed");
                foreach (var bad in new[] { "alphazero", "mcts:", "mcts:0", "mcts:ms=0", "" })
                {
                    var e = Assert.ThrowsStatus(Status.BadOptions, () => new Bot(game, bad, 1), name + ": spec " + bad);
                    Assert.True(e.NativeMessage.Contains("known bots"), name + ": the message lists the specs");
                }
                Throws<ArgumentNullException>(() => new Bot(null, "random", 1), "null game");
                // Bots in every seat play a whole game.
                var bots = new Bot[game.NumPlayers];
                for (int p = 0; p < bots.Length; ++p) bots[p] = new Bot(game, p == 0 ? "mcts:20" : "greedy", p);
                using (var rng = new Rng(2))
                {
                    State state = game.InitialState();
                    for (int step = 0; step < MaxSteps && !state.IsTerminal; ++step)
                        state = state.Apply(state.IsChanceNode ? state.SampleChance(rng) : bots[state.CurrentPlayer].Choose(state));
                    Assert.True(state.IsTerminal, name + ": bots finish the game");
                }
                foreach (var bot in bots) bot.Dispose();
            }
    }

    private static State CloneOf(Game game, State state) { return game.StateFromJson(state.ToJson()); }

    // A search with a 60 s budget, cancelled from another thread after 200 ms, returns a
    // legal action promptly (caper.h: within 10 ms of the cancel; 2 s allowed for a
    // loaded machine), and a cancel made while no search runs stops the next one at once.
    public static void CancelStopsASearchFromAnotherThread()
    {
        RequireGames();
        using (var game = new Game(Games()[0]))
        using (var bot = new Bot(game, "mcts:ms=60000", 1))
        {
            State turn = null;
            string finalJson;
            Play(game, 5, state =>
            {
                if (turn == null && state.CurrentPlayer >= 0 && state.LegalActions().Length >= 2) turn = state.Clone();
            }, out finalJson);
            Assert.True(turn != null, "a seat's turn with a choice");
            uint action = uint.MaxValue;
            Exception failure = null;
            var watch = System.Diagnostics.Stopwatch.StartNew();
            var worker = new System.Threading.Thread(() =>
            {
                try { action = bot.Choose(turn); }
                catch (Exception e) { failure = e; }
            });
            worker.Start();
            System.Threading.Thread.Sleep(200);
            long cancelledAt = watch.ElapsedMilliseconds;
            bot.Cancel();
            Assert.True(worker.Join(10000), "the cancelled search returns");
            long afterCancel = watch.ElapsedMilliseconds - cancelledAt;
            Assert.True(failure == null, "Choose returns normally: " + failure);
            Assert.True(turn.IsLegal(action), "the cancelled search gives a legal action");
            Assert.True(afterCancel < 2000, "returned " + afterCancel + " ms after the cancel");
            Console.WriteLine("  a 60 s search cancelled after 200 ms returned " + afterCancel + " ms after the cancel");
            bot.Cancel();  // no search runs: the next one stops at its start
            watch.Restart();
            Assert.True(turn.IsLegal(bot.Choose(turn)), "a pre-cancelled search gives a legal action");
            Assert.True(watch.ElapsedMilliseconds < 2000, "and returns at once: " + watch.ElapsedMilliseconds + " ms");
            turn.Dispose();
        }
    }

    // The rule of every host: what a call uses stays alive until the call returns. Each
    // pattern disposes, on this thread, an object that Bot.Choose uses on a worker thread:
    // the state it chooses for, the bot itself, or the game of both. The SafeHandle that
    // every native call takes is held by the marshaller for the call, so the native object
    // is freed when Choose returns; a free under the search would crash this process.
    public static void DisposeDuringChooseWaitsForTheCall()
    {
        RequireGames();
        const int Runs = 200;
        var patterns = new[] { "the state", "the bot", "the game" };
        for (int pattern = 0; pattern < patterns.Length; ++pattern)
        {
            int landedInside = 0;
            for (int run = 0; run < Runs; ++run)
                if (DisposeDuringChoose(pattern, (ulong)run)) ++landedInside;
            Console.WriteLine("  " + patterns[pattern] + " disposed during Choose: " + landedInside + " of " + Runs +
                              " disposals landed inside the call");
            Assert.True(landedInside >= Runs / 2, patterns[pattern] + ": most disposals land inside Choose (" +
                        landedInside + " of " + Runs + ")");
        }
    }

    // One run: true when the disposal returned while Choose was still running.
    private static bool DisposeDuringChoose(int pattern, ulong seed)
    {
        var game = new Game(Games()[0]);  // any game: the search runs for its 20 ms
        var bot = new Bot(game, "mcts:ms=20", seed);
        State state = game.InitialState();
        using (var rng = new Rng(seed))
            while (state.IsChanceNode)
            {
                var next = state.Apply(state.SampleChance(rng));
                state.Dispose();
                state = next;
            }
        State check = state.Clone();
        uint action = uint.MaxValue;
        Exception failure = null;
        var started = new System.Threading.ManualResetEvent(false);
        var worker = new System.Threading.Thread(() =>
        {
            try
            {
                started.Set();
                action = bot.Choose(state);
            }
            catch (Exception e) { failure = e; }
        });
        worker.Start();
        started.WaitOne();
        System.Threading.Thread.Sleep(5);  // into the 20 ms search
        if (pattern == 0) state.Dispose();
        else if (pattern == 1) bot.Dispose();
        else game.Dispose();
        bool alive = worker.IsAlive;
        if (pattern != 1) bot.Cancel();
        Assert.True(worker.Join(10000), "Choose returns");
        // A disposal that came before Choose took its handles is refused at the call's start.
        bool before = failure is ObjectDisposedException;
        Assert.True(failure == null || before, "Choose returns normally: " + failure);
        Assert.True(before || check.IsLegal(action), "Choose gives a legal action");
        bool inside = alive && !before;
        Assert.True(pattern != 0 || state.IsDisposed, "the state reads as disposed at once");
        Assert.True(pattern != 1 || bot.IsDisposed, "the bot reads as disposed at once");
        if (pattern == 1) Assert.Throws<ObjectDisposedException>(() => bot.Cancel(), "a disposed bot refuses Cancel");
        if (pattern == 2 && !before)  // the states outlive their disposed game
            using (var after = state.Apply(action))
                Assert.True(after.ToJson() != state.ToJson() && state.IsLegal(action), "a state of a disposed game applies");
        check.Dispose();
        state.Dispose();
        bot.Dispose();
        game.Dispose();
        return inside;
    }

    // Two `new Game(name)` with the same options are one game: ApplyInto writes a state of
    // one into a state of the other, and a bot of one plays the other's states. Another
    // player count is another game, refused naming both.
    public static void TheSameGameMadeTwiceIsOneGame()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            using (var twice = new Game(name))
            using (var bot = new Bot(game, "greedy", 1))
            {
                State state = FirstTurn(game);
                uint action = state.LegalActions()[0];
                using (State expected = state.Apply(action))
                using (State into = FirstTurn(twice))
                {
                    Assert.Equal(expected.ToJson(), state.ApplyInto(action, into).ToJson(), name + ": ApplyInto a state of the game made twice");
                }
                using (State theirs = FirstTurn(twice))
                    Assert.True(theirs.IsLegal(bot.Choose(theirs)), name + ": a bot plays a state of the game made twice");
                var players = (Dictionary<string, object>)Info(game)["players"];
                int other = (int)(double)players["min"] == game.NumPlayers ? (int)(double)players["max"] : (int)(double)players["min"];
                if (other != game.NumPlayers)
                    using (var fewer = new Game(name, "{\"players\": " + other + "}"))
                    using (State theirs = FirstTurn(fewer))
                    {
                        var e = Assert.ThrowsStatus(Status.InvalidArgument, () => state.ApplyInto(action, theirs), name + ": another player count");
                        string expectedMessage = "caper_state_apply_into: the output state is of " + name + " (players=" + other + "), the input state of " + name + " (players=" + game.NumPlayers + "): not the same game (its name and options)";
                        Assert.Equal(expectedMessage, e.NativeMessage, name + ": the message names both");
                    }
                state.Dispose();
            }
    }

    // The first state of a seeded game at a seat's turn.
    private static State FirstTurn(Game game)
    {
        State state = game.InitialState();
        using (var rng = new Rng(3))
            while (state.IsChanceNode)
            {
                State next = state.Apply(state.SampleChance(rng));
                state.Dispose();
                state = next;
            }
        return state;
    }

    public static void EveryGameErrorsAreExceptions()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            using (var rng = new Rng(4))
            {
                State state = game.InitialState();
                while (state.IsChanceNode) state = state.Apply(state.SampleChance(rng));
                var legal = new HashSet<uint>(state.LegalActions());
                uint illegal = 0;
                while (illegal < game.NumDistinctActions && legal.Contains(illegal)) ++illegal;
                Assert.ThrowsStatus(Status.IllegalAction, () => state.Apply(illegal), name + ": illegal action");
                Assert.ThrowsStatus(Status.WrongPhase, () => state.SampleChance(rng), name + ": sample at a turn");
                Assert.ThrowsStatus(Status.Parse, () => state.ActionFromString("this is no action ~~"), name + ": bad text");
                Assert.ThrowsStatus(Status.InvalidArgument, () => state.ActionToString(game.NumDistinctActions), name + ": id too big");
                Assert.ThrowsStatus(Status.InvalidArgument, () => state.ToJson(game.NumPlayers), name + ": bad seat");
                Assert.ThrowsStatus(Status.InvalidArgument, () => state.ToJson(-3), name + ": bad viewer");
                Assert.ThrowsStatus(Status.Parse, () => game.StateFromJson("{not json"), name + ": bad JSON");
                Assert.ThrowsStatus(Status.Parse, () => game.StateFromJson("{}"), name + ": empty JSON");
                var e = Assert.ThrowsStatus(Status.BadOptions, () => new Game(name, "{\"no_such_option\": 1}"), name + ": bad option");
                Assert.True(e.NativeMessage.Contains("no_such_option"), name + ": message names the key");
                Assert.ThrowsStatus(Status.InvalidArgument, () => state.Determinize(game.NumPlayers, rng), name + ": bad seat");
            }
    }

    public static void EveryGameJsonRoundTripAndDeterminize()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            using (var rng = new Rng(11))
            {
                int visited = 0;
                string unused;
                Play(game, 6, state =>
                {
                    if (visited++ > 40) return;
                    string json = state.ToJson();
                    using (var copy = game.StateFromJson(json)) Assert.Equal(json, copy.ToJson(), name + ": JSON round trip");
                    for (int p = 0; p < game.NumPlayers; ++p)
                        using (var d = state.Determinize(p, rng))
                            Assert.Equal(state.ToJson(p), d.ToJson(p), name + ": determinize keeps the view");
                }, out unused);
            }
    }

    // The public viewer sees nothing a seat cannot know: its JSON, text and action texts are the
    // same in every seat's determinizations; any other negative viewer is refused, naming it.
    public static void EveryGamePublicView()
    {
        RequireGames();
        Assert.Equal(-2, Library.PublicView, "PublicView");
        foreach (var name in Games())
            using (var game = new Game(name))
            using (var rng = new Rng(13))
            {
                int visited = 0;
                string unused;
                Play(game, 7, state =>
                {
                    if (visited++ > 40 || state.IsTerminal) return;
                    string json = state.ToJson(Library.PublicView);
                    uint[] legal = state.LegalActions();
                    for (int p = 0; p < game.NumPlayers; ++p)
                        using (var d = state.Determinize(p, rng))
                        {
                            Assert.Equal(json, d.ToJson(Library.PublicView), name + ": public JSON, seat " + p);
                            Assert.Equal(state.ToText(Library.PublicView), d.ToText(Library.PublicView), name + ": public text");
                            foreach (uint a in legal)
                                if (d.IsLegal(a))
                                    Assert.Equal(state.ActionToString(a, Library.PublicView),
                                                 d.ActionToString(a, Library.PublicView), name + ": public action text");
                        }
                    state.OutcomeText(legal[0], Library.PublicView);
                    var e = Assert.ThrowsStatus(Status.InvalidArgument, () => state.ToJson(-3), name + ": viewer -3");
                    Assert.True(e.NativeMessage.Contains("-2 (public view)"), name + ": the message lists the public view");
                }, out unused);
            }
    }

    // On a new thread: the calls' per-thread scratch buffers start there at the guesses.
    public static void SmallFirstBuffersAreRetried() { OnNewThread(SmallFirstBuffersAreRetriedHere); }

    private static void OnNewThread(Action body)
    {
        Exception failure = null;
        var thread = new System.Threading.Thread(() =>
        {
            try { body(); }
            catch (Exception e) { failure = e; }
        });
        thread.Start();
        thread.Join();
        if (failure != null) throw new Exception("on a new thread", failure);
    }

    private static void SmallFirstBuffersAreRetriedHere()
    {
        RequireGames();
        foreach (var name in Games())
            using (var game = new Game(name))
            using (var state = game.InitialState())
            {
                string info = game.InfoJson(), json = state.ToJson();
                uint[] legal = state.LegalActions();
                int savedS = Library.StringGuess, savedA = Library.ArrayGuess;
                Library.StringGuess = 1;
                Library.ArrayGuess = 1;
                try
                {
                    Assert.Equal(info, game.InfoJson(), name + ": info with a 1-byte guess");
                    Assert.Equal(json, state.ToJson(), name + ": JSON with a 1-byte guess");
                    Assert.SequenceEqual(legal, state.LegalActions(), name + ": legal with a 1-element guess");
                }
                finally
                {
                    Library.StringGuess = savedS;
                    Library.ArrayGuess = savedA;
                }
            }
    }

    private static Game ToyGame()
    {
        Assert.True(Games().Contains(Toy), Toy + " is in the test library (ctest csharp.binding_toy)");
        return new Game(Toy, "{\"players\": 3}");
    }

    public static void ToyExactAnswers()
    {
        using (var game = ToyGame())
        {
            Assert.Equal(3, game.NumPlayers, "players");
            Assert.Equal(106u, game.NumDistinctActions, "actions");
            Assert.True(game.InfoJson().Length > 512, "info longer than the first guess");
            var state = game.InitialState();
            Assert.Equal(Library.Chance, state.CurrentPlayer, "chance first");
            var outcomes = state.ChanceOutcomes();
            Assert.Equal(6, outcomes.Length, "six cards");
            foreach (var o in outcomes) Assert.Near(1.0 / 6, o.Probability, 1e-12, "uniform");
            Assert.Equal("card 6", state.ActionToString(5, Library.FullView), "the deal in full");
            Assert.Equal("card 6", state.ActionToString(5, 0), "seat 0 sees its own card");
            Assert.Equal("card ?", state.ActionToString(5, 1), "seat 1 does not see seat 0's card");
            state = state.Apply("card 6").Apply("card 3").Apply("card 2");
            Assert.Equal("cards 6 3 2 | bids - - -", state.ToText(), "full text");
            Assert.Equal("cards ? 3 ? | bids - - -", state.ToText(1), "seat 1's text");
            var tensor = state.Observation(1);
            Assert.Equal(18, tensor.Length, "18 floats");
#pragma warning disable 618  // the old name still works for one release
            Assert.Equal(string.Join(",", tensor), string.Join(",", state.ObservationTensor(1)), "ObservationTensor, the old name");
#pragma warning restore 618
            for (int k = 0; k < tensor.Length; ++k)
                Assert.Equal(k == 2 ? 1f : 0f, tensor[k], "seat 1's tensor [" + k + "]: its card 3, nothing else yet");
            Assert.Equal(0, state.CurrentPlayer, "seat 0 bids");
            Assert.Equal(100, state.LegalActions().Length, "100 bids (more than the first guess)");
            Assert.Equal("{\"bids\":[-1,-1,-1],\"cards\":[6,3,2]}", state.ToJson(), "full JSON");
            Assert.Equal("{\"bids\":[-1,-1,-1],\"cards\":[null,3,null],\"viewer\":1}", state.ToJson(1), "seat 1 view");
            var e = Assert.ThrowsStatus(Status.IllegalAction, () => state.Apply(0), "a card at a bidding turn");
            Assert.True(e.NativeMessage.Contains("not legal"), "message: " + e.NativeMessage);
            using (var rng = new Rng(1))
            {
                var d = state.Determinize(1, rng);
                Assert.True(d.ToJson().Contains("\"bids\":[-1,-1,-1]"), "bids kept");
                Assert.Equal(state.ToJson(1), d.ToJson(1), "seat 1's view kept");
            }
            var end = game.StateFromJson("{\"cards\":[6,6,1],\"bids\":[0,1,2]}");
            Assert.True(end.IsTerminal, "terminal");
            Assert.SequenceEqual(new[] { 0.5, 0.5, 0.0 }, end.Returns(), "ties share");
            var pe = Assert.ThrowsStatus(Status.Parse, () => game.StateFromJson("{\"cards\":[1,9,3],\"bids\":[-1,-1,-1]}"), "bad card");
            Assert.True(pe.NativeMessage.Contains("cards[1]"), "message names the field: " + pe.NativeMessage);
        }
    }

    private static Dictionary<string, object> Info(Game game)
    {
        return (Dictionary<string, object>)MiniJson.Parse(game.InfoJson());
    }

    private static Dictionary<string, object> OptionSpec(Game game, string key)
    {
        return (Dictionary<string, object>)((Dictionary<string, object>)Info(game)["options"])[key];
    }

    // Whether `key` = value is accepted with some player count of min..max; when it is, the
    // info reports it back as the option's value. A refusal must be BadOptions.
    private static bool AcceptedWithSomePlayers(string name, string key, object value, int min, int max)
    {
        for (int players = min; players <= max; ++players)
        {
            string options = key == "players" ? "{\"players\": " + MiniJson.Write(value) + "}"
                : "{\"players\": " + players + ", \"" + key + "\": " + MiniJson.Write(value) + "}";
            try
            {
                using (var game = new Game(name, options))
                    Assert.Equal(MiniJson.Write(value), MiniJson.Write(OptionSpec(game, key)["value"]), name + ": " + options);
                return true;
            }
            catch (CaperException e)
            {
                if (e.Status != Status.BadOptions) throw;
            }
        }
        return false;
    }

    // Every option of every game, from its info (caper_game_info_json): the default game
    // reports each option at its default; each allowed value (or each end of a range) is
    // accepted, with some player count, and reported back; a value outside (another word,
    // or one past an end) is refused with BadOptions naming the key.
    public static void EveryGameOptionsFromTheInfo()
    {
        RequireGames();
        foreach (var name in Games())
        {
            Dictionary<string, object> info;
            using (var game = new Game(name)) info = Info(game);
            var players = (Dictionary<string, object>)info["players"];
            int min = (int)(double)players["min"], max = (int)(double)players["max"];
            var options = (Dictionary<string, object>)info["options"];
            Assert.True(options.ContainsKey("players"), name + ": players is an option");
            foreach (var option in options)
            {
                string where = name + "." + option.Key;
                var spec = (Dictionary<string, object>)option.Value;
                Assert.Equal(MiniJson.Write(spec["default"]), MiniJson.Write(spec["value"]), where + ": the default game");
                List<object> good, bad;
                if (spec.ContainsKey("allowed"))
                {
                    good = (List<object>)spec["allowed"];
                    bad = new List<object> { "no_such_value" };
                }
                else
                {
                    double low = (double)spec["min"], high = (double)spec["max"];
                    good = new List<object> { low, high };
                    bad = new List<object> { low - 1, high + 1 };
                }
                Assert.True(good.Count > 0, where + ": allowed values");
                foreach (var value in good)
                    Assert.True(AcceptedWithSomePlayers(name, option.Key, value, min, max), where + " = " + MiniJson.Write(value) + " is accepted");
                foreach (var value in bad)
                {
                    string json = "{\"" + option.Key + "\": " + MiniJson.Write(value) + "}";
                    var e = Assert.ThrowsStatus(Status.BadOptions, () => new Game(name, json), where + ": " + json);
                    Assert.True(e.NativeMessage.Contains(option.Key), where + ": the message names the key: " + e.NativeMessage);
                }
            }
        }
    }

    // The state after the actions written as texts; the states between are disposed.
    internal static State ApplyAll(State state, IEnumerable<string> texts)
    {
        foreach (string text in texts)
        {
            State next = state.Apply(text);
            state.Dispose();
            state = next;
        }
        return state;
    }

    public static int Main(string[] args)
    {
        if (args.Length == 1 && args[0] == "--surface") return Surface.Print();
        var tests = new List<KeyValuePair<string, Action>>
        {
            new KeyValuePair<string, Action>("VersionAndAbi", VersionAndAbi),
            new KeyValuePair<string, Action>("AbiMismatchIsAClearError", AbiMismatchIsAClearError),
            new KeyValuePair<string, Action>("GameNamesMatchTheCount", GameNamesMatchTheCount),
            new KeyValuePair<string, Action>("UnknownGame", UnknownGame),
            new KeyValuePair<string, Action>("Utf8BothWays", Utf8BothWays),
            new KeyValuePair<string, Action>("StatusEnumIsTheLibrarysTable", StatusEnumIsTheLibrarysTable),
            new KeyValuePair<string, Action>("ArgumentChecks", ArgumentChecks),
            new KeyValuePair<string, Action>("RngIsDeterministic", RngIsDeterministic),
            new KeyValuePair<string, Action>("RngMatchesPython", RngMatchesPython),
            new KeyValuePair<string, Action>("DisposedHandlesThrow", DisposedHandlesThrow),
            new KeyValuePair<string, Action>("FinalizersRelease", FinalizersRelease),
            new KeyValuePair<string, Action>("RawNullHandlesAreErrors", RawNullHandlesAreErrors),
            new KeyValuePair<string, Action>("EveryGamePlaysToTheEnd", EveryGamePlaysToTheEnd),
            new KeyValuePair<string, Action>("EveryGameErrorsAreExceptions", EveryGameErrorsAreExceptions),
            new KeyValuePair<string, Action>("EveryGameParitySurfaces", EveryGameParitySurfaces),
            new KeyValuePair<string, Action>("EveryGameBots", EveryGameBots),
            new KeyValuePair<string, Action>("TheSameGameMadeTwiceIsOneGame", TheSameGameMadeTwiceIsOneGame),
            new KeyValuePair<string, Action>("EveryGameJsonRoundTripAndDeterminize", EveryGameJsonRoundTripAndDeterminize),
            new KeyValuePair<string, Action>("EveryGamePublicView", EveryGamePublicView),
            new KeyValuePair<string, Action>("SmallFirstBuffersAreRetried", SmallFirstBuffersAreRetried),
            new KeyValuePair<string, Action>("EveryGameOptionsFromTheInfo", EveryGameOptionsFromTheInfo),
        };
        // The toy game is only in the test library: its exact answers are tested there.
        if (Environment.GetEnvironmentVariable("CAPER_EXPECT_TOY") == "1")
            tests.Add(new KeyValuePair<string, Action>("ToyExactAnswers", ToyExactAnswers));
        else  // a real game's search, long enough to be cancelled; a real game's texts
        {
            tests.Add(new KeyValuePair<string, Action>("CancelStopsASearchFromAnotherThread", CancelStopsASearchFromAnotherThread));
            tests.Add(new KeyValuePair<string, Action>("DisposeDuringChooseWaitsForTheCall", DisposeDuringChooseWaitsForTheCall));
            // and each game's own tests (tests/<game>/CSharp*Tests.cs, compiled in with this file)
            foreach (var type in typeof(Tests).Assembly.GetTypes().OrderBy(t => t.FullName, StringComparer.Ordinal))
                foreach (var method in type.GetMethods(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Static))
                    if (method.GetCustomAttributes(typeof(GameTestAttribute), false).Length > 0)
                        tests.Add(new KeyValuePair<string, Action>(type.Name + "." + method.Name,
                            (Action)Delegate.CreateDelegate(typeof(Action), method)));
        }
        int failed = 0;
        foreach (var test in tests)
        {
            try
            {
                test.Value();
                Console.WriteLine("PASS " + test.Key);
            }
            catch (Exception e)
            {
                ++failed;
                Console.WriteLine("FAIL " + test.Key + ": " + e);
            }
        }
        Console.WriteLine(string.Format("{0} tests: {1} passed, {2} failed", tests.Count, tests.Count - failed,
                                        failed));
        return failed == 0 ? 0 : 1;
    }
}
