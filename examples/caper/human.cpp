// caper play: human seats at the terminal. A human sees only their own seat's view: the
// board (to_text(seat)), the events as that seat sees them (action_to_string(id, seat)) and
// their moves. With several human seats (hot seat) the screen is handed over between them.
#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>
#include <optional>

#include <fmt/format.h>

#include "caper/catalogue.hpp"
#include "caper/core/index.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "log_entry.hpp"
#include "move_list.hpp"
#include "terminal.hpp"

namespace caper::cli {
namespace {

constexpr const char* kPromptHelp = R"(  NUMBER      play the move with that number
  MOVE TEXT   play the move written out, in any case (as in the list; its last
              words will do when no other move ends so)
  moves       show the board and your moves again
  log         every event you have seen this game
  hint        what the bot would play here
  undo        back to your previous decision
  save FILE   write the game so far (caper replay FILE shows it)
  quit        leave the game
  help        this list
)";

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

bool all_digits(const std::string& text) {
  return !text.empty() && text.size() < 10 &&
         std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

// What the prompt returns to the game loop.
struct Reply {
  enum Kind { kMove, kUndone, kQuit, kEnded, kInterrupted } kind = kMove;
  ActionId action = 0;
};

// The table as it was when a human was asked, so that `undo` can go back to it. Chance and
// the bots draw from step_seed, so the same moves after an undo meet the same luck.
struct Snapshot {
  std::unique_ptr<AnyState> state;
  std::size_t actions = 0;
  int seat = 0;
  std::vector<Log> logs;
  std::vector<Log> history;
};

// A game to play: new, or resumed from a record (whose actions are played first).
struct Table {
  std::shared_ptr<AnyGame> game;
  std::vector<std::string> specs;
  Json options;
  std::uint64_t seed = 0;
  std::vector<ActionId> played;
};

class Session {
 public:
  Session(const PlayArgs& args, Table table);
  int run();

 private:
  void resume(const std::vector<ActionId>& played);
  ActionId bot_action(int player);
  int leave(Reply::Kind why);
  void save_on_leaving();
  Reply ask(int seat);
  Reply read_line(std::string& line);
  std::optional<Reply> command(int seat, const std::string& line,
                               const std::vector<ActionId>& legal);
  std::optional<ActionId> move_from_text(int seat, const std::string& line,
                                         const std::vector<ActionId>& legal);
  void show(int seat, const std::vector<ActionId>& legal);
  void print_log(int seat, std::size_t room, int columns);
  Reply hand_over(int seat);
  bool undo(int seat);
  void hint(int seat, const std::vector<ActionId>& legal);
  void note(int player, ActionId action, bool forced);
  void trace_state();
  void trace_prompt(int seat);
  int finish();
  void print_public_end();

  const PlayArgs& args_;
  std::shared_ptr<AnyGame> game_;
  std::vector<std::string> specs_;
  std::uint64_t seed_;
  std::string save_path_;  // --save, else the --resume file
  std::vector<int> humans_;
  Record record_;
  std::unique_ptr<AnyState> start_;
  std::unique_ptr<AnyState> state_;
  std::vector<ActionId> resumed_;
  std::vector<Log> logs_;     // per seat: events it has not been shown yet
  std::vector<Log> history_;  // per seat: events it has been shown
  std::vector<Snapshot> snapshots_;
  std::vector<bool> numbered_;     // per legal move: its number is on the screen
  int on_screen_ = kChancePlayer;  // the human seat whose view is on the screen
  std::ofstream trace_;
  bool echoed_ = is_terminal(stdin);  // a terminal echoes what is typed
};

Session::Session(const PlayArgs& args, Table table)
    : args_(args),
      game_(std::move(table.game)),
      specs_(std::move(table.specs)),
      seed_(table.seed),
      save_path_(args.save.empty() ? args.resume : args.save),
      start_(game_->initial_state()),
      state_(start_->clone()),
      resumed_(std::move(table.played)),
      logs_(specs_.size()),
      history_(specs_.size()) {
  for (std::size_t s = 0; s < specs_.size(); ++s)
    if (specs_[s] == "human") humans_.push_back(static_cast<int>(s));
  record_.game = std::string(game_->name());
  record_.options = std::move(table.options);
  record_.seed = seed_;
  record_.seats = specs_;
  if (!args.trace_views.empty()) {
    trace_.open(args.trace_views);
    if (!trace_) throw InvalidArgument("cannot write '" + args.trace_views + "'");
  }
}

int Session::run() {
  const SignalGuard guard;
  trace_state();
  resume(resumed_);
  print_folded(
      fmt::format("{}, seed {} (--seed {} deals this game again)", game_->name(), seed_, seed_));
  while (!state_->is_terminal()) {
    if (interrupted() != 0) return leave(Reply::kInterrupted);
    const int player = state_->current_player();
    ActionId action = 0;
    bool forced = false;
    if (player == kChancePlayer || specs_[idx(player)] != "human") {
      action = bot_action(player);
      if (interrupted() != 0) return leave(Reply::kInterrupted);  // a cancelled search's move
    } else if (const auto legal = state_->legal_actions();
               legal.size() == 1 && !args_.confirm_forced) {
      action = legal[0];
      forced = true;
    } else {
      const Reply reply = ask(player);
      if (reply.kind == Reply::kUndone) continue;
      if (reply.kind != Reply::kMove) return leave(reply.kind);
      action = reply.action;
    }
    note(player, action, forced);
    record_.actions.push_back(action);
    state_ = state_->apply(action);
    trace_state();
  }
  return finish();
}

// A saved game's moves, checked and played again; the humans are told where they are.
void Session::resume(const std::vector<ActionId>& played) {
  if (played.empty()) return;
  for (ActionId action : played) {
    if (state_->is_terminal() || !state_->is_legal(action))
      throw IllegalAction(fmt::format("{}: saved move {} ({}) is not legal", args_.resume,
                                      record_.actions.size() + 1, action));
    // Where a human was asked, as run() would have asked, so that undo goes on back
    // into the saved game.
    if (const int player = state_->current_player();
        player >= 0 && specs_[idx(player)] == "human" &&
        (args_.confirm_forced || state_->legal_actions().size() > 1))
      snapshots_.push_back({state_->clone(), record_.actions.size(), player, logs_, history_});
    record_.actions.push_back(action);
    state_ = state_->apply(action);
    trace_state();
  }
  if (state_->is_terminal())
    throw InvalidArgument(fmt::format("{}: that game is over (caper replay {} shows it)",
                                      args_.resume, args_.resume));
  for (int seat : humans_) {
    LogEntry resumed;
    resumed.note = fmt::format("  (resumed from {} after {} moves)", args_.resume, played.size());
    logs_[idx(seat)].push_back(std::move(resumed));
  }
}

// Chance and bots draw from a seed of the game, the step and the seat (see step_seed).
ActionId Session::bot_action(int player) {
  const std::size_t step = record_.actions.size();
  if (player == kChancePlayer) {
    Rng chance(step_seed(seed_, step, 0));
    return state_->sample_chance(chance);
  }
  auto bot = bots::make_bot(*game_, specs_[idx(player)], step_seed(seed_, step, idx(player) + 1));
  const Thinking thinking(*bot);
  return bot->choose(*state_);
}

int Session::leave(Reply::Kind why) {
  if (why == Reply::kEnded) std::cout << "\ninput ended: ";
  if (why == Reply::kInterrupted) std::cout << "\ninterrupted: ";
  std::cout << "game abandoned\n";
  save_on_leaving();
  return why == Reply::kInterrupted ? 128 + interrupted() : 0;
}

void Session::save_on_leaving() {
  if (save_path_.empty()) {
    print_folded("(the game was not saved: --save FILE keeps it)");
    return;
  }
  save_record(record_, *start_, save_path_);
  print_folded(
      fmt::format("saved to {} (caper play --resume {} continues it)", save_path_, save_path_));
}

// Every human seat gets the event as that seat sees it, and what it set off, shown on its
// next screen (the state is the one the action is taken in).
void Session::note(int player, ActionId action, bool forced) {
  const std::size_t turn = record_.actions.size() + 1;
  for (int seat : humans_) {
    const std::string text =
        state_->action_to_string(action, seat) + (forced ? "  (the only move)" : "");
    const std::string outcome = state_->outcome_text(action, seat);
    Log& log = logs_[idx(seat)];
    if (log.empty() || !log.back().extend(player, text, outcome))
      log.push_back({turn, player, {{text, 1, outcome}}, ""});
  }
}

Reply Session::ask(int seat) {
  snapshots_.push_back({state_->clone(), record_.actions.size(), seat, logs_, history_});
  if (const Reply handed = hand_over(seat); handed.kind != Reply::kMove) return handed;
  const std::vector<ActionId> legal = state_->legal_actions();
  show(seat, legal);
  for (;;) {
    trace_prompt(seat);
    std::cout << fmt::format("p{} > ", seat) << std::flush;
    std::string line;
    if (const Reply read = read_line(line); read.kind != Reply::kMove) return read;
    if (!echoed_) std::cout << line << "\n";  // piped input: keep the log readable
    line = trim(line);
    if (line.empty()) continue;
    if (auto reply = command(seat, line, legal)) return *reply;
  }
}

// A line from the keyboard; kEnded at the end of input, kInterrupted on a signal.
Reply Session::read_line(std::string& line) {
  if (interrupted() == 0 && std::getline(std::cin, line)) return {Reply::kMove};
  return {interrupted() != 0 ? Reply::kInterrupted : Reply::kEnded};
}

// One line typed at the prompt: a command, a move number or a move's text. Returns the
// reply that ends the prompt, or nothing to ask again.
std::optional<Reply> Session::command(int seat, const std::string& line,
                                      const std::vector<ActionId>& legal) {
  const std::string word = lower(line.substr(0, line.find(' ')));
  const std::string rest = trim(line.substr(word.size()));
  if (word == "help" || word == "?") {
    std::cout << kPromptHelp;
  } else if (word == "quit" || word == "exit") {
    return Reply{Reply::kQuit};
  } else if (word == "undo") {
    if (undo(seat)) return Reply{Reply::kUndone};
  } else if (word == "hint") {
    hint(seat, legal);
  } else if (word == "moves" || word == "board") {
    show(seat, legal);
  } else if (word == "log") {
    for (const LogEntry& event : history_[idx(seat)]) print_folded(event.line());
  } else if (word == "save") {
    if (rest.empty()) {
      std::cout << "  save needs a file name: save FILE\n";
    } else {
      try {
        save_record(record_, *start_, rest);
        print_folded(fmt::format("  saved the game so far to {}", rest));
      } catch (const std::exception& e) {
        print_folded(fmt::format("  not saved: {}; the game goes on", e.what()));
      }
    }
  } else if (all_digits(line)) {
    const unsigned long n = std::stoul(line);
    if (n >= 1 && n <= legal.size() && numbered_[n - 1]) return Reply{Reply::kMove, legal[n - 1]};
    if (n >= 1 && n <= legal.size()) {
      // The moves said in words have no number on the screen: a number is not guessed.
      print_folded(
          fmt::format("  {} is not a number on the list: type the move as written "
                      "(such as '{}') or a number shown",
                      line, state_->action_to_string(legal[n - 1], seat)));
      return std::nullopt;
    }
    std::cout << fmt::format("  there is no move {}: choose 1 to {} (help lists the commands)\n",
                             line, legal.size());
  } else if (auto action = move_from_text(seat, line, legal)) {
    return Reply{Reply::kMove, *action};
  }
  return std::nullopt;
}

// A move by its text (in any case): as listed, its last words alone when only one move
// ends so, or as the game's parser reads it; explains a refusal.
std::optional<ActionId> Session::move_from_text(int seat, const std::string& line,
                                                const std::vector<ActionId>& legal) {
  const std::string wanted = lower(line);
  std::vector<ActionId> ending;  // the moves whose last words are the line
  for (ActionId action : legal) {
    const std::string text = lower(state_->action_to_string(action, seat));
    if (text == wanted || lower(state_->action_to_string(action)) == wanted) return action;
    if (text.ends_with(" " + wanted)) ending.push_back(action);
  }
  // As a grouped list shows it: "move:  1) 9-3" read as "9-3", when one move ends so.
  if (ending.size() == 1) return ending[0];
  if (ending.size() > 1) {
    print_folded(
        fmt::format("  '{}' is {} of your moves, such as '{}' and '{}': type the "
                    "whole move or its number",
                    line, ending.size(), state_->action_to_string(ending[0], seat),
                    state_->action_to_string(ending[1], seat)));
    return std::nullopt;
  }
  try {
    const ActionId action = state_->action_from_string(line);
    if (std::find(legal.begin(), legal.end(), action) != legal.end()) return action;
    print_folded(fmt::format("  '{}' is not one of your moves now (moves lists them)", line));
  } catch (const Error&) {
    print_folded(fmt::format("  '{}' is neither a move nor a command (help lists them)", line));
  }
  return std::nullopt;
}

// The seat's screen, fitted to the terminal: the events since it last looked (as many of
// the latest as there is room for), the numbered moves, then the board, whose last lines
// are the seat's own hand, just above the prompt (below the moves when the screen is too
// short for both).
void Session::show(int seat, const std::vector<ActionId>& legal) {
  clear_screen();
  const ScreenSize size = screen_size();
  const std::vector<std::string> header =
      fold_lines(fmt::format("{}: you are p{} ({} players, seed {}; help lists the commands)",
                             game_->name(), seat, specs_.size(), seed_),
                 size.columns);
  std::vector<std::string> board = fold_lines(state_->to_text(seat), size.columns);
  while (!board.empty() && board.back().empty()) board.pop_back();
  // The seat's moves as it reads them, laid out numbered first.
  std::vector<std::string> texts;
  for (ActionId action : legal) texts.push_back(state_->action_to_string(action, seat));
  std::vector<std::string> moves = numbered_move_lines(texts, size.columns);
  numbered_.assign(legal.size(), true);
  // Rows: the header, the log, a blank, "your moves:", the moves, a blank (which ends the
  // list), the board, the prompt. When rows run short the first blank goes, then the log's
  // rows, then the header; when the numbered moves still do not fit, they are said in
  // words, to be typed ("guess p1, p2 or p3, one of: AC 2C ...").
  int left = size.rows - static_cast<int>(board.size() + moves.size()) - 3;
  std::string title = "your moves:";
  if (left < 0) {
    // Groups whose heads share words say those once, several groups a row.
    std::vector<std::string> compact = compact_move_lines(texts, size.columns);
    if (!compact.empty() && compact.size() < moves.size()) {
      left += static_cast<int>(moves.size() - compact.size());
      moves = std::move(compact);
    }
  }
  if (left < 0) {
    std::vector<std::string> merged = merged_move_lines(texts, size.columns);
    if (merged.size() < moves.size()) {
      left += static_cast<int>(moves.size() - merged.size());
      moves = std::move(merged);
      numbered_ = merged_move_numbers(texts);
      const std::string example =
          fmt::format("your moves: (type one, such as '{}')", texts.front());
      if (static_cast<int>(example.size()) <= size.columns) title = example;
    }
  }
  if (left < 0) {
    // Too tall even so: the moves go below the board, so that what scrolls off the top is
    // the log and the top of the board (kept in the scrollback), never the moves.
    print_log(seat, static_cast<std::size_t>(size.rows), size.columns);
    for (const std::string& line : board) std::cout << line << "\n";
    std::cout << "\n" << title << "\n";
    for (const std::string& line : moves) std::cout << line << "\n";
    on_screen_ = seat;
    return;
  }
  // The header gives way to the log when the log would otherwise have no row for its
  // news, or only one for an entry of several lines.
  const int news =
      static_cast<int>(std::min<std::size_t>(2, log_rows(logs_[idx(seat)], size.columns)));
  const bool titled = left >= static_cast<int>(header.size()) + news;
  if (titled) left -= static_cast<int>(header.size());
  const bool blank = left - 1 >= 2;
  const int room = std::max(0, left - (blank ? 1 : 0));
  if (titled)
    for (const std::string& line : header) std::cout << line << "\n";
  // No row for the news: the title says that there is some, where it has room.
  const std::size_t unseen = logs_[idx(seat)].size();
  const std::string notice =
      fmt::format("  ({} new event{}: log shows every event)", unseen, unseen == 1 ? "" : "s");
  if (room == 0 && unseen > 0 && static_cast<int>(title.size() + notice.size()) <= size.columns)
    title += notice;
  print_log(seat, static_cast<std::size_t>(room), size.columns);
  std::cout << (blank ? "\n" : "") << title << "\n";
  for (const std::string& line : moves) std::cout << line << "\n";
  std::cout << "\n";
  for (const std::string& line : board) std::cout << line << "\n";
  on_screen_ = seat;
}

// The seat's new events in at most `room` rows (see news_lines), then moved to its
// history for the log command.
void Session::print_log(int seat, std::size_t room, int columns) {
  for (const std::string& line : news_lines(logs_[idx(seat)], room, columns))
    std::cout << line << "\n";
  auto& history = history_[idx(seat)];
  history.insert(history.end(), logs_[idx(seat)].begin(), logs_[idx(seat)].end());
  logs_[idx(seat)].clear();
}

// Hot seat: the next player takes the seat before their view is shown.
Reply Session::hand_over(int seat) {
  if (humans_.size() < 2 || on_screen_ == seat) return {Reply::kMove};
  clear_screen();
  std::cout << fmt::format("p{}'s turn: pass the seat to p{}, then press Enter", seat, seat)
            << std::flush;
  std::string line;
  const Reply read = read_line(line);
  std::cout << "\n";
  return read;
}

// Back to this seat's previous decision, if no other human has decided since.
bool Session::undo(int seat) {
  // Every snapshot is a human's decision; the last one is the current.
  const std::size_t current = snapshots_.size() - 1;
  std::size_t target = current;
  while (target > 0 && snapshots_[target - 1].seat != seat) --target;
  if (target == 0) {
    std::cout << "  undo: this is your first decision\n";
    return false;
  }
  --target;
  if (target + 1 != current) {
    std::cout << "  undo: another player has decided since your last move\n";
    return false;
  }
  Snapshot& snap = snapshots_[target];
  state_ = std::move(snap.state);
  record_.actions.resize(snap.actions);
  logs_ = std::move(snap.logs);
  history_ = std::move(snap.history);
  snapshots_.resize(target);
  on_screen_ = seat;  // the same player goes on: no hand-over, the screen is drawn again
  if (!is_terminal(stdout)) std::cout << "  undone: back to your previous decision\n";
  trace_state();
  return true;
}

void Session::hint(int seat, const std::vector<ActionId>& legal) {
  const std::uint64_t salt = specs_.size() + 1;  // no seat's stream
  auto bot = bots::make_bot(*game_, args_.hint_bot, step_seed(seed_, record_.actions.size(), salt));
  ActionId action = 0;
  {
    const Thinking thinking(*bot);
    action = bot->choose(*state_);
  }
  if (interrupted() != 0) return;  // cancelled: the prompt leaves
  const auto at = std::find(legal.begin(), legal.end(), action) - legal.begin();
  const std::string text = state_->action_to_string(action, seat);
  if (numbered_[static_cast<std::size_t>(at)]) {
    print_folded(fmt::format("  hint ({}): {}) {}", args_.hint_bot, at + 1, text));
  } else {
    print_folded(fmt::format("  hint ({}): {}", args_.hint_bot, text));
  }
}

// The last event and what it set off, when every human reads them alike (so that they
// tell nobody's secret): "  163  p0      guess p3 3D => right: ...; game over: ...".
void Session::print_public_end() {
  const auto last = [&](int seat) -> const LogEntry::Part* {
    const Log& log = logs_[idx(seat)];
    return log.empty() || log.back().parts.empty() ? nullptr : &log.back().parts.back();
  };
  const LogEntry::Part* end = last(humans_[0]);
  for (int seat : humans_) {
    const LogEntry::Part* other = last(seat);
    if (end == nullptr || other == nullptr || other->text != end->text ||
        other->outcome != end->outcome)
      return;
  }
  const LogEntry entry{record_.actions.size(),
                       logs_[idx(humans_[0])].back().player,
                       {{end->text, 1, end->outcome}},
                       ""};
  print_folded(entry.line());
}

int Session::finish() {
  record_.returns = state_->returns();
  clear_screen();
  const ScreenSize size = screen_size();
  const std::vector<std::string> result = fold_lines(format_result(*state_), size.columns);
  // Hot seat: the screen belongs to nobody in particular now; show how it ended and the
  // outcome.
  if (humans_.size() > 1) {
    print_public_end();
  } else {
    const int seat = humans_[0];
    const std::vector<std::string> board = fold_lines(state_->to_text(seat), size.columns);
    // Below the log: a blank, the board, "game over", the result, "saved to" (with --save)
    // and the shell's prompt.
    const int used = static_cast<int>(board.size() + result.size()) + (save_path_.empty() ? 3 : 4);
    print_log(seat, static_cast<std::size_t>(std::max(0, size.rows - used)), size.columns);
    std::cout << "\n";
    for (const std::string& line : board) std::cout << line << "\n";
  }
  std::cout << "game over\n";
  for (const std::string& line : result) std::cout << line << "\n";
  if (!save_path_.empty()) {
    save_record(record_, *start_, save_path_);
    print_folded(fmt::format("saved to {}", save_path_));
  }
  return 0;
}

// Hidden --trace-views: every state in full and as each human seat sees it, and every
// prompt, as JSON lines, so that the pseudo-terminal test
// can tell what was secret when.
void Session::trace_state() {
  if (!trace_.is_open()) return;
  Json views = Json::object();
  for (int seat : humans_)
    views[std::to_string(seat)] = {{"text", state_->to_text(seat)},
                                   {"json", Json::parse(state_->to_json(seat))}};
  trace_ << Json{{"step", record_.actions.size()},
                 {"full",
                  {{"text", state_->to_text(kFullView)},
                   {"json", Json::parse(state_->to_json(kFullView))}}},
                 {"views", views}}
                .dump()
         << "\n";
}

void Session::trace_prompt(int seat) {
  if (trace_.is_open()) trace_ << Json{{"prompt", seat}}.dump() << std::endl;
}

}  // namespace

namespace {

// A saved game to go on with: its game, options, seed and moves; its seats unless --seats
// gives others.
Table resumed_table(const PlayArgs& args) {
  Record record = load_record(args.resume);
  Table table;
  table.game = make_game(record.game, record.options.dump());
  if (!args.game.seats.empty()) {
    table.specs = args.game.seat_specs(*table.game, "mcts");
  } else {
    GameArgs saved;
    for (const std::string& spec : record.seats)
      saved.seats += (saved.seats.empty() ? "" : ",") + spec;
    if (saved.seats.empty()) throw ParseError(args.resume + ": the record names no seats");
    table.specs = saved.seat_specs(*table.game, "mcts");
  }
  table.options = record.options;
  table.seed = record.seed;
  table.played = std::move(record.actions);
  return table;
}

}  // namespace

// Everything that can be refused (game, options, seats, bots, the hint bot, the trace file,
// the saved game) is checked here, before the first move.
int command_play(const PlayArgs& args) {
  Table table;
  if (!args.resume.empty()) {
    table = resumed_table(args);
  } else {
    table.game = args.game.make();
    table.specs = args.game.seat_specs(*table.game, "mcts");
    if (args.game.seats.empty()) table.specs[0] = "human";
    table.options = args.game.options_json();
    table.seed = args.game.seed;
  }
  bots::make_bot(*table.game, args.hint_bot, 1);
  if (!args.save.empty()) check_writable("--save", args.save);
  if (args.save.empty() && !args.resume.empty()) check_writable("--resume", args.resume);
  // No human seat: the bots play it out as in watch.
  if (std::find(table.specs.begin(), table.specs.end(), "human") == table.specs.end()) {
    if (!args.resume.empty())
      throw InvalidArgument("--resume needs a human seat (--seats human,...)");
    return command_watch(args);
  }
  Session session(args, std::move(table));
  return session.run();
}

}  // namespace caper::cli
