// C# bindings of the caper C ABI (capi/include/caper/caper.h): P/Invoke, SafeHandles,
// exceptions from status codes, UTF-8 strings marshalled by hand.
//
// Works with .NET (Core and Framework), Mono and Unity (Mono and IL2CPP). The native
// library is "caper" (libcaper.so, libcaper.dylib, caper.dll); on iOS, where plugins are
// linked statically, Unity defines UNITY_IOS and the functions are found in "__Internal".
// Written in C# 7.0 without unsafe code so that Mono's mcs and Unity compile it as is.
//
//   using (var game = new Caper.Game("trap_the_cap", "{\"players\": 2}"))
//   using (var bot = new Caper.Bot(game, "mcts:200", 1))
//   using (var rng = new Caper.Rng(7))
//   {
//       var state = game.InitialState();
//       while (!state.IsTerminal)
//       {
//           uint action = state.IsChanceNode ? state.SampleChance(rng) : bot.Choose(state);
//           var next = state.Apply(action);
//           state.Dispose();
//           state = next;
//       }
//   }
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;

namespace Caper
{
    /// <summary>The caper_status codes of the C ABI.</summary>
    // The library's table (include/caper/core/error.hpp) written once more, as C# needs its
    // enums at compile time and this file is copied alone into projects; the C# tests check
    // it against caper_status_name for every code.
    public enum Status
    {
        Ok = 0,
        InvalidArgument = 1,
        UnknownGame = 2,
        BadOptions = 3,
        IllegalAction = 4,
        Parse = 5,
        BufferTooSmall = 6,
        WrongPhase = 7,
        Internal = 100,
    }

    /// <summary>A call into the caper library failed: the status and the library's message.</summary>
    public class CaperException : Exception
    {
        public Status Status { get; private set; }
        /// <summary>The message of caper_last_error(), without the status name.</summary>
        public string NativeMessage { get; private set; }

        public CaperException(Status status, string message)
            : base(StatusName(status) + ": " + message)
        {
            Status = status;
            NativeMessage = message;
        }

        /// <summary>The C name of a status, e.g. "CAPER_E_PARSE", as the library names it
        /// (caper_status_name: "CAPER_E_UNKNOWN" for a code it does not know).</summary>
        public static string StatusName(Status status)
        {
            Library.EnsureLoaded();
            return Native.FromUtf8(Native.caper_status_name((int)status));
        }
    }

    /// <summary>The native library could not be loaded, or it has another ABI version.</summary>
    public class CaperLibraryException : Exception
    {
        public CaperLibraryException(string message, Exception inner = null) : base(message, inner) { }
    }

    /// <summary>The raw C functions. Prefer Game, State and Rng.</summary>
    public static class Native
    {
#if UNITY_IOS && !UNITY_EDITOR
        public const string Library = "__Internal";
#else
        public const string Library = "caper";
#endif
        private const CallingConvention Cdecl = CallingConvention.Cdecl;

        [DllImport(Library, CallingConvention = Cdecl)] public static extern uint caper_abi_version();
        [DllImport(Library, CallingConvention = Cdecl)] public static extern IntPtr caper_version();
        [DllImport(Library, CallingConvention = Cdecl)] public static extern IntPtr caper_last_error();
        [DllImport(Library, CallingConvention = Cdecl)] public static extern IntPtr caper_status_name(int status);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern UIntPtr caper_game_count();
        [DllImport(Library, CallingConvention = Cdecl)] public static extern IntPtr caper_game_name(UIntPtr index);

        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_game_new(byte[] name, byte[] optionsJson, out IntPtr game);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern void caper_game_free(IntPtr game);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_game_info_json(GameHandle game, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_game_num_players(GameHandle game);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern uint caper_game_num_distinct_actions(GameHandle game);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_game_initial_state(GameHandle game, out IntPtr state);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_from_json(GameHandle game, byte[] json, out IntPtr state);

        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_state_clone(StateHandle state, out IntPtr copy);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern void caper_state_free(IntPtr state);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_state_current_player(StateHandle state);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_state_is_terminal(StateHandle state);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_legal_actions(StateHandle state, uint[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_chance_outcomes(StateHandle state, uint[] actions, double[] probabilities,
                                                             UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_apply(StateHandle state, uint action, out IntPtr next);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_apply_into(StateHandle state, uint action, StateHandle output);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_returns(StateHandle state, double[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_action_to_string(StateHandle state, uint action, byte[] buf, UIntPtr cap,
                                                              out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_action_from_string(StateHandle state, byte[] text, out uint action);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_to_json(StateHandle state, int viewer, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_determinize(StateHandle state, int player, RngHandle rng, out IntPtr result);

        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_rng_new(ulong seed, out IntPtr rng);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern void caper_rng_free(IntPtr rng);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_rng_next_u64(RngHandle rng, out ulong value);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_rng_below(RngHandle rng, ulong bound, out ulong value);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_sample_chance(StateHandle state, RngHandle rng, out uint action);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_to_text(StateHandle state, int viewer, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_state_is_legal(StateHandle state, uint action);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_action_to_string_for(StateHandle state, int viewer, uint action, byte[] buf,
                                                                  UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_outcome_text(StateHandle state, int viewer, uint action, byte[] buf,
                                                          UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern UIntPtr caper_game_observation_size(GameHandle game);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_game_observation_shape(GameHandle game, int[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_observation(StateHandle state, int player, float[] buf, UIntPtr cap,
                                                         out UIntPtr len);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_state_legal_mask(StateHandle state, byte[] mask, UIntPtr cap);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_bot_new(GameHandle game, byte[] spec, ulong seed, out IntPtr bot);
        [DllImport(Library, CallingConvention = Cdecl)]
        public static extern int caper_bot_choose(BotHandle bot, StateHandle state, out uint action);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern int caper_bot_cancel(BotHandle bot);
        [DllImport(Library, CallingConvention = Cdecl)] public static extern void caper_bot_free(IntPtr bot);

        // ---- UTF-8 by hand (Mono's and .NET's string marshalling differ) --------------------

        /// <summary>A NUL-terminated UTF-8 copy of s; null stays null.</summary>
        public static byte[] ToUtf8(string s, string what)
        {
            if (s == null) return null;
            if (s.IndexOf('\0') >= 0) throw new ArgumentException(what + " contains a NUL character", what);
            int n = Encoding.UTF8.GetByteCount(s);
            var bytes = new byte[n + 1];
            Encoding.UTF8.GetBytes(s, 0, s.Length, bytes, 0);
            return bytes;
        }

        /// <summary>Decodes a NUL-terminated UTF-8 string owned by the library; null for NULL.</summary>
        public static string FromUtf8(IntPtr p)
        {
            if (p == IntPtr.Zero) return null;
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0) ++n;
            var bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return Encoding.UTF8.GetString(bytes);
        }

        internal static string LastError()
        {
            return FromUtf8(caper_last_error()) ?? "";
        }

        internal static void Check(int status)
        {
            if (status != 0) throw new CaperException((Status)status, LastError());
        }
    }

    /// <summary>Owns a caper_game*; released by Dispose or by the finalizer.</summary>
    public sealed class GameHandle : SafeHandle
    {
        public GameHandle() : base(IntPtr.Zero, true) { }
        internal GameHandle(IntPtr p) : base(IntPtr.Zero, true) { SetHandle(p); }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.caper_game_free(handle); return true; }
    }

    /// <summary>Owns a caper_state*; released by Dispose or by the finalizer.</summary>
    public sealed class StateHandle : SafeHandle
    {
        public StateHandle() : base(IntPtr.Zero, true) { }
        internal StateHandle(IntPtr p) : base(IntPtr.Zero, true) { SetHandle(p); }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.caper_state_free(handle); return true; }
    }

    /// <summary>Owns a caper_rng*; released by Dispose or by the finalizer.</summary>
    public sealed class RngHandle : SafeHandle
    {
        public RngHandle() : base(IntPtr.Zero, true) { }
        internal RngHandle(IntPtr p) : base(IntPtr.Zero, true) { SetHandle(p); }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.caper_rng_free(handle); return true; }
    }

    /// <summary>Owns a caper_bot*; released by Dispose or by the finalizer.</summary>
    public sealed class BotHandle : SafeHandle
    {
        public BotHandle() : base(IntPtr.Zero, true) { }
        internal BotHandle(IntPtr p) : base(IntPtr.Zero, true) { SetHandle(p); }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.caper_bot_free(handle); return true; }
    }

    /// <summary>The loaded library: version checks and the list of games.</summary>
    public static class Library
    {
        /// <summary>The ABI version this binding was written against (CAPER_ABI_VERSION).</summary>
        public const uint ExpectedAbiVersion = 1;
        /// <summary>State.CurrentPlayer at a chance node and at a terminal state.</summary>
        public const int Chance = -1;
        public const int Terminal = -2;
        /// <summary>State.ToJson(FullView): the whole state, hidden information included.</summary>
        public const int FullView = -1;
        /// <summary>The most legal actions a state of any game has (caper.h's
        /// CAPER_MAX_LEGAL_ACTIONS): a LegalActions(into) buffer this long holds every list.</summary>
        public const int MaxLegalActions = 1024;
        /// <summary>State.ToJson(PublicView): what a person at the table who holds no seat sees
        /// (a spectator): no hand, no face-down card, no secret choice. Also for ToText,
        /// ActionToString and OutcomeText; the observation is a seat's only.</summary>
        public const int PublicView = -2;

        private static readonly object Lock = new object();
        private static volatile bool checkedOk;

        /// <summary>Loads the native library and checks its ABI version (once); every
        /// constructor calls it. Throws CaperLibraryException with a clear message.</summary>
        public static void EnsureLoaded()
        {
            if (checkedOk) return;
            lock (Lock)
            {
                if (checkedOk) return;
                uint abi;
                try
                {
                    abi = Native.caper_abi_version();
                }
                catch (DllNotFoundException e)
                {
                    throw new CaperLibraryException(
                        "the native caper library (" + Native.Library + ": libcaper.so, libcaper.dylib or " +
                        "caper.dll) was not found. Put it next to the program, in a Unity Plugins folder, " +
                        "or on the loader's path (LD_LIBRARY_PATH, DYLD_LIBRARY_PATH, PATH).", e);
                }
                catch (EntryPointNotFoundException e)
                {
                    throw new CaperLibraryException("the library found as '" + Native.Library +
                                                    "' is not the caper library (no caper_abi_version)", e);
                }
                CheckAbi(abi, ExpectedAbiVersion);
                checkedOk = true;
            }
        }

        /// <summary>Throws CaperLibraryException unless found == expected.</summary>
        public static void CheckAbi(uint found, uint expected)
        {
            if (found != expected)
                throw new CaperLibraryException(
                    "the native caper library has ABI version " + found + ", but this C# binding needs ABI version " +
                    expected + "; use a library and a binding from the same caper release");
        }

        public static uint AbiVersion { get { EnsureLoaded(); return Native.caper_abi_version(); } }

        /// <summary>"MAJOR.MINOR.PATCH" of the native library.</summary>
        public static string Version { get { EnsureLoaded(); return Native.FromUtf8(Native.caper_version()); } }

        /// <summary>Every game of this build of the library, in catalogue order.</summary>
        public static string[] GameNames()
        {
            EnsureLoaded();
            ulong count = Native.caper_game_count().ToUInt64();
            var names = new List<string>();
            for (ulong i = 0; i < count; ++i)
            {
                string name = Native.FromUtf8(Native.caper_game_name(new UIntPtr(i)));
                if (name == null) break;
                names.Add(name);
            }
            return names.ToArray();
        }

        // ---- the (buf, cap, *len) protocol: one guess, then one retry with the reported size ----
        internal delegate int StringCall(byte[] buf, UIntPtr cap, out UIntPtr len);
        internal delegate int ArrayCall<T>(T[] buf, UIntPtr cap, out UIntPtr len);

        internal static int StringGuess = 512;
        internal static int ArrayGuess = 64;

        // The native call writes into the thread's scratch buffer (made at the guess, grown to
        // the largest answer), so a plain call allocates only the string or array it returns.
        internal static string CallString(StringCall call)
        {
            byte[] buf = Scratch<byte>.Get(StringGuess);
            for (int attempt = 0; ; ++attempt)
            {
                UIntPtr len;
                int status = call(buf, new UIntPtr((uint)buf.Length), out len);
                if (status == 0) return Encoding.UTF8.GetString(buf, 0, Math.Max((int)len.ToUInt64() - 1, 0));
                if (status != (int)Status.BufferTooSmall || attempt >= 2) Native.Check(status);
                buf = Scratch<byte>.Get(checked((int)len.ToUInt64()));
            }
        }

        // After a string call into a caller's buffer: false when it succeeded; true when the
        // buffer was too small and is replaced by one of the size reported; throws otherwise.
        // The callers loop inline, since a delegate capturing their arguments would allocate.
        internal static bool GrowForRetry(int status, UIntPtr len, int attempt, ref byte[] buffer)
        {
            if (status == 0) return false;
            if (status != (int)Status.BufferTooSmall || attempt >= 2) Native.Check(status);
            buffer = new byte[checked((int)len.ToUInt64())];
            return true;
        }

        internal static T[] CallArray<T>(ArrayCall<T> call)
        {
            T[] buf = Scratch<T>.Get(ArrayGuess);
            for (int attempt = 0; ; ++attempt)
            {
                UIntPtr len;
                int status = call(buf, new UIntPtr((uint)buf.Length), out len);
                if (status == 0) return Scratch<T>.Copy(buf, (int)len.ToUInt64());
                if (status != (int)Status.BufferTooSmall || attempt >= 2) Native.Check(status);
                buf = Scratch<T>.Get(checked((int)len.ToUInt64()));
            }
        }
    }

    /// <summary>One reusable buffer of T per thread, for answers copied out at their size.</summary>
    internal static class Scratch<T>
    {
        [ThreadStatic] private static T[] buffer;

        /// <summary>The thread's buffer, replaced by one of `length` when it is shorter; a first
        /// call makes it `length` long.</summary>
        internal static T[] Get(int length)
        {
            if (buffer == null || buffer.Length < length) buffer = new T[Math.Max(length, 1)];
            return buffer;
        }

        internal static T[] Copy(T[] from, int n)
        {
            var result = new T[n];
            Array.Copy(from, result, n);
            return result;
        }
    }

    /// <summary>The library's seeded random generator. Not thread-safe.</summary>
    public sealed class Rng : IDisposable
    {
        /// <summary>The native handle, for calling Native directly; owned by this object.</summary>
        public readonly RngHandle Handle;

        /// <summary>A generator seeded with seed (taken modulo 2^64, so -1 equals ulong.MaxValue).</summary>
        public Rng(long seed) : this(unchecked((ulong)seed)) { }

        public Rng(ulong seed)
        {
            Library.EnsureLoaded();
            IntPtr p;
            Native.Check(Native.caper_rng_new(seed, out p));
            Handle = new RngHandle(p);
        }

        public ulong NextU64()
        {
            ThrowIfDisposed();
            ulong value;
            Native.Check(Native.caper_rng_next_u64(Handle, out value));
            return value;
        }

        /// <summary>A uniform value in [0, n): the draw of C++ caper::Rng::below (caper_rng_below),
        /// so the same seed gives the same choices as C++ and Python's Rng.below.</summary>
        public int Below(int n)
        {
            if (n <= 0) throw new ArgumentOutOfRangeException("n", "Below(n) needs n > 0");
            ThrowIfDisposed();
            ulong value;
            Native.Check(Native.caper_rng_below(Handle, (ulong)n, out value));
            return (int)value;
        }

        public bool IsDisposed { get { return Handle.IsClosed; } }
        public void Dispose() { Handle.Dispose(); }
        internal void ThrowIfDisposed() { if (Handle.IsClosed) throw new ObjectDisposedException("Caper.Rng"); }
    }

    /// <summary>A game with its options, e.g. new Game("trap_the_cap", "{\"players\": 3}").</summary>
    public sealed class Game : IDisposable
    {
        /// <summary>The native handle, for calling Native directly; owned by this object.</summary>
        public readonly GameHandle Handle;
        public string Name { get; private set; }

        /// <param name="optionsJson">a JSON object of options; null for the defaults</param>
        public Game(string name, string optionsJson = null)
        {
            if (name == null) throw new ArgumentNullException("name");
            Library.EnsureLoaded();
            IntPtr p;
            Native.Check(Native.caper_game_new(Native.ToUtf8(name, "name"), Native.ToUtf8(optionsJson, "optionsJson"),
                                               out p));
            Handle = new GameHandle(p);
            Name = name;
            NumDistinctActionsUnchecked = Native.caper_game_num_distinct_actions(Handle);
            ObservationSizeUnchecked = checked((int)Native.caper_game_observation_size(Handle).ToUInt64());
            NumPlayersUnchecked = Native.caper_game_num_players(Handle);
        }

        public int NumPlayers { get { ThrowIfDisposed(); return Native.caper_game_num_players(Handle); } }
        public uint NumDistinctActions { get { ThrowIfDisposed(); return Native.caper_game_num_distinct_actions(Handle); } }
        // The game may be disposed while its states live on: the count is kept from the start.
        internal uint NumDistinctActionsUnchecked { get; private set; }
        internal int ObservationSizeUnchecked { get; private set; }
        internal int NumPlayersUnchecked { get; private set; }

        /// <summary>The number of floats of State.ObservationTensor.</summary>
        public int ObservationSize
        {
            get { ThrowIfDisposed(); return checked((int)Native.caper_game_observation_size(Handle).ToUInt64()); }
        }

        /// <summary>The dimensions of State.ObservationTensor, row-major.</summary>
        public int[] ObservationShape()
        {
            ThrowIfDisposed();
            return Library.CallArray<int>((int[] b, UIntPtr c, out UIntPtr l) => Native.caper_game_observation_shape(Handle, b, c, out l));
        }

        /// <summary>The game's description as JSON: name, players, options, component data.</summary>
        public string InfoJson()
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) => Native.caper_game_info_json(Handle, b, c, out l));
        }

        public State InitialState()
        {
            ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_game_initial_state(Handle, out p));
            return new State(new StateHandle(p), this, History.Empty);
        }

        /// <summary>A state from its full JSON; a bad document is a CaperException (Parse).</summary>
        public State StateFromJson(string json)
        {
            if (json == null) throw new ArgumentNullException("json");
            ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_state_from_json(Handle, Native.ToUtf8(json, "json"), out p));
            return new State(new StateHandle(p), this, null);
        }

        public bool IsDisposed { get { return Handle.IsClosed; } }
        /// <summary>Frees the game now; its states stay usable (they keep the native game alive).</summary>
        public void Dispose() { Handle.Dispose(); }
        public override string ToString() { return "Caper.Game(" + Name + ")"; }
        internal void ThrowIfDisposed() { if (Handle.IsClosed) throw new ObjectDisposedException("Caper.Game"); }
    }

    /// <summary>One chance outcome and its exact probability.</summary>
    public struct ChanceOutcome
    {
        public uint Action;
        public double Probability;
        public ChanceOutcome(uint action, double probability) { Action = action; Probability = probability; }
        public override string ToString() { return Action + ":" + Probability; }
    }

    /// <summary>An immutable game state. Apply returns a new State; dispose states you are done with
    /// (or let the garbage collector do it).</summary>
    public sealed class State : IDisposable
    {
        /// <summary>The native handle, for calling Native directly; owned by this object.</summary>
        public readonly StateHandle Handle;
        /// <summary>The Game this state came from (it may be disposed; the state still works).</summary>
        public Game Game { get; private set; }

        private History history;  // null: loaded from JSON, its past unknown

        internal State(StateHandle handle, Game game, History history)
        {
            Handle = handle;
            Game = game;
            this.history = history;
        }

        /// <summary>The action ids applied since the initial state, oldest first; null when the
        /// state was loaded from JSON or determinized (its past is not known).</summary>
        public uint[] History { get { return history == null ? null : history.ToArray(); } }

        /// <summary>A seat 0..n-1, Library.Chance (-1) or Library.Terminal (-2).</summary>
        public int CurrentPlayer { get { ThrowIfDisposed(); return Native.caper_state_current_player(Handle); } }
        public bool IsTerminal { get { ThrowIfDisposed(); return Native.caper_state_is_terminal(Handle) != 0; } }
        public bool IsChanceNode { get { return CurrentPlayer == Library.Chance; } }

        /// <summary>The legal action ids, ascending (at a chance node, the outcomes' actions).</summary>
        public uint[] LegalActions()
        {
            uint[] all = Scratch<uint>.Get((int)Game.NumDistinctActionsUnchecked);
            return Scratch<uint>.Copy(all, LegalActions(all));
        }

        /// <summary>Writes the legal action ids into `into` (from index 0) and returns how many;
        /// allocates nothing. Game.NumDistinctActions is always enough room; a shorter array
        /// that cannot hold them is an ArgumentException naming the length needed.</summary>
        public int LegalActions(uint[] into)
        {
            if (into == null) throw new ArgumentNullException("into");
            ThrowIfDisposed();
            UIntPtr len;
            int status = Native.caper_state_legal_actions(Handle, into, new UIntPtr((uint)into.Length), out len);
            if (status == (int)Status.BufferTooSmall) throw TooShort("into", into.Length, len);
            Native.Check(status);
            return (int)len.ToUInt64();
        }

        private static ArgumentException TooShort(string name, int length, UIntPtr needed)
        {
            return new ArgumentException(name + " has room for " + length + " values, " + needed.ToUInt64() +
                                         " are needed", name);
        }

        /// <summary>The outcomes of a chance node; CaperException (WrongPhase) elsewhere.</summary>
        public ChanceOutcome[] ChanceOutcomes()
        {
            int most = (int)Game.NumDistinctActionsUnchecked;  // every outcome is an action
            uint[] actions = Scratch<uint>.Get(most);
            double[] probabilities = Scratch<double>.Get(most);
            int n = ChanceOutcomes(actions, probabilities);
            var result = new ChanceOutcome[n];
            for (int i = 0; i < n; ++i) result[i] = new ChanceOutcome(actions[i], probabilities[i]);
            return result;
        }

        /// <summary>Writes the chance outcomes' actions and probabilities into the two arrays (from
        /// index 0) and returns how many; allocates nothing. Game.NumDistinctActions is always
        /// enough room; arrays that cannot hold them are an ArgumentException naming the length
        /// needed. CaperException (WrongPhase) at a state that is not a chance node.</summary>
        public int ChanceOutcomes(uint[] actions, double[] probabilities)
        {
            if (actions == null) throw new ArgumentNullException("actions");
            if (probabilities == null) throw new ArgumentNullException("probabilities");
            ThrowIfDisposed();
            int cap = Math.Min(actions.Length, probabilities.Length);
            UIntPtr len;
            int status = Native.caper_state_chance_outcomes(Handle, actions, probabilities, new UIntPtr((uint)cap), out len);
            if (status == (int)Status.BufferTooSmall)
                throw TooShort(actions.Length <= probabilities.Length ? "actions" : "probabilities", cap, len);
            Native.Check(status);
            return (int)len.ToUInt64();
        }

        /// <summary>The state after action; CaperException (IllegalAction) if it is not legal.</summary>
        public State Apply(uint action)
        {
            ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_state_apply(Handle, action, out p));
            return new State(new StateHandle(p), Game, history == null ? null : new History(history, action));
        }

        /// <summary>Writes the state after action into `into`, reusing its native storage (no new
        /// state is made: the fast path of a game loop). `into` must be another state of the same
        /// game, not this one; its previous content is replaced. Returns `into`.</summary>
        public State ApplyInto(uint action, State into)
        {
            if (into == null) throw new ArgumentNullException("into");
            if (ReferenceEquals(into, this)) throw new ArgumentException("ApplyInto cannot write into the state it reads", "into");
            ThrowIfDisposed();
            into.ThrowIfDisposed();
            Native.Check(Native.caper_state_apply_into(Handle, action, into.Handle));
            into.history = history == null ? null : new History(history, action);
            return into;
        }

        /// <summary>An independent copy of this state (its own native state and History).</summary>
        public State Clone()
        {
            ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_state_clone(Handle, out p));
            return new State(new StateHandle(p), Game, history);
        }

        /// <summary>Apply for an id held in an int; a negative id is an ArgumentOutOfRangeException.</summary>
        public State Apply(int action) { return Apply(Id(action)); }

        /// <summary>The state after the action written as text (see ActionToString).</summary>
        public State Apply(string action) { return Apply(ActionFromString(action)); }

        /// <summary>One value per player: zeros until terminal, then 1/k for each of k winners.</summary>
        public double[] Returns()
        {
            var values = new double[Game.NumPlayersUnchecked];
            Returns(values);
            return values;
        }

        /// <summary>Writes Returns() into `into` (at least Game.NumPlayers values; only those are
        /// written) and returns how many; allocates nothing.</summary>
        public int Returns(double[] into)
        {
            if (into == null) throw new ArgumentNullException("into");
            ThrowIfDisposed();
            UIntPtr len;
            int status = Native.caper_state_returns(Handle, into, new UIntPtr((uint)into.Length), out len);
            if (status == (int)Status.BufferTooSmall) throw TooShort("into", into.Length, len);
            Native.Check(status);
            return (int)len.ToUInt64();
        }

        public string ActionToString(uint action)
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) => Native.caper_state_action_to_string(Handle, action, b, c, out l));
        }

        /// <summary>ActionToString as UTF-8 bytes into `buffer` (without the NUL), returning their
        /// count; as ToJson(viewer, ref buffer), a kept buffer allocates nothing once grown.</summary>
        public int ActionToString(uint action, ref byte[] buffer)
        {
            ThrowIfDisposed();
            if (buffer == null) buffer = new byte[Library.StringGuess];
            for (int attempt = 0; ; ++attempt)
            {
                UIntPtr len;
                int status = Native.caper_state_action_to_string(Handle, action, buffer, new UIntPtr((uint)buffer.Length), out len);
                if (!Library.GrowForRetry(status, len, attempt, ref buffer)) return Math.Max((int)len.ToUInt64() - 1, 0);
            }
        }

        public string ActionToString(int action) { return ActionToString(Id(action)); }

        /// <summary>What seat viewer learns of the action or event (Library.FullView: everything),
        /// e.g. "p1 is dealt a card" where the full text names the card.</summary>
        public string ActionToString(uint action, int viewer)
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) =>
                Native.caper_state_action_to_string_for(Handle, viewer, action, b, c, out l));
        }

        public string ActionToString(int action, int viewer) { return ActionToString(Id(action), viewer); }

        /// <summary>What seat viewer learns (Library.FullView: everything) from what the legal action
        /// sets off by itself, in words: points, cards revealed, a player who could not play ("" when
        /// nothing follows). For a log written after the action, never a list of moves; an action that
        /// is not legal here is a CaperException with Status.IllegalAction.</summary>
        public string OutcomeText(uint action, int viewer = Library.FullView)
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) =>
                Native.caper_state_outcome_text(Handle, viewer, action, b, c, out l));
        }

        public string OutcomeText(int action, int viewer = Library.FullView) { return OutcomeText(Id(action), viewer); }

        /// <summary>OutcomeText of the action written as text (see ActionToString).</summary>
        public string OutcomeText(string action, int viewer = Library.FullView) { return OutcomeText(ActionFromString(action), viewer); }

        /// <summary>True when action may be applied now (never throws for an unknown id).</summary>
        public bool IsLegal(uint action)
        {
            ThrowIfDisposed();
            return Native.caper_state_is_legal(Handle, action) != 0;
        }

        public bool IsLegal(int action) { return action >= 0 && IsLegal((uint)action); }

        /// <summary>One byte per distinct action id: 1 where the action is legal, else 0.</summary>
        public byte[] LegalMask()
        {
            var mask = new byte[Game.NumDistinctActionsUnchecked];
            LegalMask(mask);
            return mask;
        }

        /// <summary>Writes the legal mask into `into` (at least Game.NumDistinctActions bytes; only
        /// those are written); allocates nothing.</summary>
        public void LegalMask(byte[] into)
        {
            if (into == null) throw new ArgumentNullException("into");
            ThrowIfDisposed();
            if (into.Length < Game.NumDistinctActionsUnchecked)
                throw TooShort("into", into.Length, new UIntPtr(Game.NumDistinctActionsUnchecked));
            Native.Check(Native.caper_state_legal_mask(Handle, into, new UIntPtr((uint)into.Length)));
        }

        /// <summary>A readable multi-line picture of the state as viewer sees it (FullView: everything).</summary>
        public string ToText(int viewer = Library.FullView)
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) => Native.caper_state_to_text(Handle, viewer, b, c, out l));
        }

        /// <summary>The observation tensor: what player may know as Game.ObservationSize floats
        /// (layout: Game.ObservationShape).</summary>
        public float[] Observation(int player)
        {
            var tensor = new float[Game.ObservationSizeUnchecked];
            Observation(player, tensor);
            return tensor;
        }

        /// <summary>The old name of Observation(player), kept for one release.</summary>
        [Obsolete("use Observation(player): the observation tensor has one name in every host")]
        public float[] ObservationTensor(int player) { return Observation(player); }

        /// <summary>Writes Observation(player) into `into` (at least Game.ObservationSize
        /// floats; only those are written); allocates nothing.</summary>
        public void Observation(int player, float[] into)
        {
            if (into == null) throw new ArgumentNullException("into");
            ThrowIfDisposed();
            UIntPtr len;
            int status = Native.caper_state_observation(Handle, player, into, new UIntPtr((uint)into.Length), out len);
            if (status == (int)Status.BufferTooSmall) throw TooShort("into", into.Length, len);
            Native.Check(status);
        }

        private static uint Id(int action)
        {
            if (action < 0) throw new ArgumentOutOfRangeException("action", "an action id is not negative");
            return (uint)action;
        }

        public uint ActionFromString(string text)
        {
            if (text == null) throw new ArgumentNullException("text");
            ThrowIfDisposed();
            uint action;
            Native.Check(Native.caper_state_action_from_string(Handle, Native.ToUtf8(text, "text"), out action));
            return action;
        }

        /// <summary>The state as JSON: the whole state (viewer -1), what seat viewer may see, or what a
        /// spectator sees (Library.PublicView).</summary>
        public string ToJson(int viewer = Library.FullView)
        {
            ThrowIfDisposed();
            return Library.CallString((byte[] b, UIntPtr c, out UIntPtr l) => Native.caper_state_to_json(Handle, viewer, b, c, out l));
        }

        /// <summary>ToJson as UTF-8 bytes into `buffer` (without the NUL), returning their count.
        /// A buffer too small (or null) is replaced by one large enough, so a caller that keeps
        /// its buffer between calls allocates nothing once it has grown to the largest state.</summary>
        public int ToJson(int viewer, ref byte[] buffer)
        {
            ThrowIfDisposed();
            if (buffer == null) buffer = new byte[Library.StringGuess];
            for (int attempt = 0; ; ++attempt)
            {
                UIntPtr len;
                int status = Native.caper_state_to_json(Handle, viewer, buffer, new UIntPtr((uint)buffer.Length), out len);
                if (!Library.GrowForRetry(status, len, attempt, ref buffer)) return Math.Max((int)len.ToUInt64() - 1, 0);
            }
        }

        /// <summary>A full state drawn from what player knows (for search bots).</summary>
        public State Determinize(int player, Rng rng)
        {
            if (rng == null) throw new ArgumentNullException("rng");
            ThrowIfDisposed();
            rng.ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_state_determinize(Handle, player, rng.Handle, out p));
            return new State(new StateHandle(p), Game, null);
        }

        /// <summary>A chance outcome drawn with its probability; CaperException (WrongPhase) elsewhere.</summary>
        public uint SampleChance(Rng rng)
        {
            if (rng == null) throw new ArgumentNullException("rng");
            ThrowIfDisposed();
            rng.ThrowIfDisposed();
            uint action;
            Native.Check(Native.caper_state_sample_chance(Handle, rng.Handle, out action));
            return action;
        }

        public bool IsDisposed { get { return Handle.IsClosed; } }
        public void Dispose() { Handle.Dispose(); }
        public override string ToString() { return IsDisposed ? "Caper.State(disposed)" : ToJson(); }
        internal void ThrowIfDisposed() { if (Handle.IsClosed) throw new ObjectDisposedException("Caper.State"); }
    }

    /// <summary>The actions applied since the initial state, as a shared chain: Apply adds one
    /// link instead of copying the list.</summary>
    internal sealed class History
    {
        internal static readonly History Empty = new History(null, 0);
        private readonly History parent;
        private readonly uint action;
        private readonly int count;

        internal History(History parent, uint action)
        {
            this.parent = parent;
            this.action = action;
            count = parent == null ? 0 : parent.count + 1;
        }

        internal uint[] ToArray()
        {
            var actions = new uint[count];
            for (History h = this; h.count > 0; h = h.parent) actions[h.count - 1] = h.action;
            return actions;
        }
    }

    /// <summary>A computer opponent: new Bot(game, "mcts:200", 1).Choose(state).
    /// Specs: a level, "easy", "medium" or "hard" (the game's own spec for it, "bot_levels" in
    /// its info JSON), "random", "greedy", "mcts", "mcts:ITERATIONS", "mcts:ms=MILLISECONDS"
    /// (more items: docs/bots.md); a bad spec
    /// is a CaperException (BadOptions). It decides on what the seat to move may know, and with
    /// an iteration budget the same seed gives the same choices. Asked at a chance node or a
    /// terminal state it throws CaperException (WrongPhase). Use one bot from one thread at a
    /// time; bots of one game may run on different threads. Disposing the bot, or the state it
    /// is choosing for, while Choose runs is safe: the native object is freed when Choose returns
    /// (every native call takes the SafeHandle, which the marshaller holds for the call).</summary>
    public sealed class Bot : IDisposable
    {
        /// <summary>The native handle, for calling Native directly; owned by this object.</summary>
        public readonly BotHandle Handle;
        public string Spec { get; private set; }

        public Bot(Game game, string spec, ulong seed)
        {
            if (game == null) throw new ArgumentNullException("game");
            if (spec == null) throw new ArgumentNullException("spec");
            game.ThrowIfDisposed();
            IntPtr p;
            Native.Check(Native.caper_bot_new(game.Handle, Native.ToUtf8(spec, "spec"), seed, out p));
            Handle = new BotHandle(p);
            Spec = spec;
        }

        public Bot(Game game, string spec, long seed = 0) : this(game, spec, unchecked((ulong)seed)) { }

        /// <summary>The bot's action for the seat to move in state.</summary>
        public uint Choose(State state)
        {
            if (state == null) throw new ArgumentNullException("state");
            ThrowIfDisposed();
            state.ThrowIfDisposed();
            uint action;
            Native.Check(Native.caper_bot_choose(Handle, state.Handle, out action));
            return action;
        }

        /// <summary>Stops the Choose running on another thread: it returns within about 10 ms
        /// with the best action found so far. The one call that may be made from another
        /// thread while Choose runs; made when no Choose runs, it stops the next one at its
        /// start. On a disposed bot it is an ObjectDisposedException.</summary>
        public void Cancel()
        {
            ThrowIfDisposed();
            Native.Check(Native.caper_bot_cancel(Handle));
        }

        public bool IsDisposed { get { return Handle.IsClosed; } }
        public void Dispose() { Handle.Dispose(); }
        public override string ToString() { return "Caper.Bot(" + Spec + ")"; }
        internal void ThrowIfDisposed() { if (Handle.IsClosed) throw new ObjectDisposedException("Caper.Bot"); }
    }
}
