extension GameStore {
    /// The schema's migrations, in order; never edit one that has shipped, add the next.
    static let migrations: [String] = [
        """
        CREATE TABLE level_progress (
            pack TEXT NOT NULL, level TEXT NOT NULL,
            best_score INTEGER NOT NULL, best_stars INTEGER NOT NULL, completed INTEGER NOT NULL,
            best_word TEXT, best_word_points INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (pack, level));
        CREATE TABLE games (
            id INTEGER PRIMARY KEY, ended_at INTEGER NOT NULL, pack TEXT, level TEXT NOT NULL,
            seed INTEGER NOT NULL, score INTEGER NOT NULL, stars INTEGER NOT NULL,
            duration REAL NOT NULL, ending TEXT NOT NULL, daily_date TEXT);
        CREATE TABLE game_words (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, position INTEGER NOT NULL,
            word TEXT NOT NULL, points INTEGER NOT NULL, PRIMARY KEY (game_id, position));
        CREATE TABLE daily_results (
            date TEXT PRIMARY KEY, generator INTEGER NOT NULL, score INTEGER NOT NULL, total INTEGER NOT NULL,
            rank TEXT NOT NULL, words INTEGER NOT NULL, best_word_length INTEGER NOT NULL,
            game_id INTEGER REFERENCES games(id));
        """,
        // Version 2: every game played on screen keeps its replay: the level's full text (a later edit
        // of the file does not change it) and its moves, one a line, `SECONDS MOVE` in script syntax.
        """
        CREATE TABLE replays (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            level_text TEXT NOT NULL, moves TEXT NOT NULL);
        """,
        // Version 3: the player's preferences (the colour theme), one row a setting.
        """
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """,
        // Version 4 (issue 22): the local day a daily was played, for the streak (a past day played later
        // does not extend it). Results kept before take the local day their game ended.
        """
        ALTER TABLE daily_results ADD COLUMN played_on TEXT;
        UPDATE daily_results SET played_on =
            (SELECT date(g.ended_at, 'unixepoch', 'localtime') FROM games g WHERE g.id = daily_results.game_id);
        """,
        // Version 5 (issue 22): a level left in progress, to resume where it stood: the level's full text and
        // the timed moves so far (docs/decisions/0090). One per pack and level (a level file alone: pack '').
        """
        CREATE TABLE games_in_progress (
            pack TEXT NOT NULL, level TEXT NOT NULL, daily_date TEXT, saved_at INTEGER NOT NULL,
            elapsed REAL NOT NULL, level_text TEXT NOT NULL, moves TEXT NOT NULL, PRIMARY KEY (pack, level));
        """,
        // Version 6 (issue 20): the player's own words (`wordfall words`), upper case: accepted (removed 0) or
        // removed from the dictionary (removed 1).
        """
        CREATE TABLE player_words (word TEXT PRIMARY KEY, removed INTEGER NOT NULL);
        """,
        // Version 7 (issue 30): a level in progress is known by what identifies the level, not its id alone:
        // `source` is a level file's absolute path ('' for a pack's level and a daily), so two files with one
        // id in two folders each keep their own game; `words` the words the game had found when kept, one a
        // line (NULL: kept before), so a word list changed since says which word is gone (docs/RULES.md).
        """
        CREATE TABLE games_in_progress_7 (
            pack TEXT NOT NULL, level TEXT NOT NULL, source TEXT NOT NULL DEFAULT '', daily_date TEXT,
            saved_at INTEGER NOT NULL, elapsed REAL NOT NULL, level_text TEXT NOT NULL, moves TEXT NOT NULL,
            words TEXT, PRIMARY KEY (pack, level, source));
        INSERT INTO games_in_progress_7 (pack, level, daily_date, saved_at, elapsed, level_text, moves)
            SELECT pack, level, daily_date, saved_at, elapsed, level_text, moves FROM games_in_progress;
        DROP TABLE games_in_progress;
        ALTER TABLE games_in_progress_7 RENAME TO games_in_progress;
        """,
        // Version 8 (issue 30): the player's own words a game was played with (`PlayerWords.text`), so its
        // replay plays with them; NULL for a game played with a word list alone (docs/decisions/0090).
        """
        ALTER TABLE replays ADD COLUMN player_words TEXT;
        """,
        // Version 9 (issue 29): whether the player left the game (1: the quit dialog, Ctrl-C) or it was kept
        // on the way (0: after a move, a terminal that closed): only a daily left has its clock run on.
        """
        ALTER TABLE games_in_progress ADD COLUMN left INTEGER NOT NULL DEFAULT 1;
        """,
        // Version 10 (issue 36): a game has one identity, 128 random bits as 32 hexadecimal digits (`GameID`),
        // given when it starts. A result is saved once per id; a level in progress is kept per game, not per
        // level, so two games of one level are both kept, and a game's end removes its own alone. Games and
        // games in progress kept before get an id of their own. `keeper`: the process that kept a game on the
        // way (after a move), still playing it while it runs: not offered to another then.
        """
        ALTER TABLE games ADD COLUMN uid TEXT;
        UPDATE games SET uid = lower(hex(randomblob(16)));
        CREATE UNIQUE INDEX games_by_uid ON games (uid);
        CREATE TABLE games_in_progress_10 (
            uid TEXT PRIMARY KEY, pack TEXT NOT NULL, level TEXT NOT NULL, source TEXT NOT NULL DEFAULT '',
            daily_date TEXT, saved_at INTEGER NOT NULL, elapsed REAL NOT NULL, level_text TEXT NOT NULL,
            moves TEXT NOT NULL, words TEXT, left INTEGER NOT NULL DEFAULT 1, keeper INTEGER);
        INSERT INTO games_in_progress_10
            (uid, pack, level, source, daily_date, saved_at, elapsed, level_text, moves, words, left)
            SELECT lower(hex(randomblob(16))), pack, level, source, daily_date, saved_at, elapsed, level_text, moves,
                words, left FROM games_in_progress;
        DROP TABLE games_in_progress;
        ALTER TABLE games_in_progress_10 RENAME TO games_in_progress;
        CREATE INDEX games_in_progress_by_level ON games_in_progress (pack, level, source);
        """,
        // Version 11 (issue 41): the day's hunt after its round. `daily_hunt_words` is the day's list, a set
        // (one row a word, added with INSERT OR IGNORE, so two sittings merge); `daily_hunts` where the hunt
        // stands (its rank, for the statistics); `daily_nudges` the words the day's nudges pointed at.
        """
        CREATE TABLE daily_hunt_words (
            date TEXT NOT NULL, word TEXT NOT NULL, found_at INTEGER NOT NULL, PRIMARY KEY (date, word));
        CREATE TABLE daily_hunts (
            date TEXT PRIMARY KEY, generator INTEGER NOT NULL, points INTEGER NOT NULL, words INTEGER NOT NULL,
            expected INTEGER NOT NULL, expected_found INTEGER NOT NULL, rank TEXT NOT NULL, played_on TEXT);
        CREATE TABLE daily_nudges (
            date TEXT NOT NULL, position INTEGER NOT NULL, word TEXT NOT NULL, PRIMARY KEY (date, position));
        """,
        // Version 12 (issue 40): the endless game's bests, one row a seed (its 64 bits as a signed integer), kept
        // apart from the games, the levels' progress and the daily, so it never counts in them: the best score of
        // the seed with the words, level and best word of that game, and how many games of the seed ended.
        """
        CREATE TABLE endless_bests (
            seed INTEGER PRIMARY KEY, score INTEGER NOT NULL, words INTEGER NOT NULL, level INTEGER NOT NULL,
            best_word TEXT, best_word_points INTEGER NOT NULL DEFAULT 0, played_at INTEGER NOT NULL,
            games INTEGER NOT NULL);
        """,
        // Version 13 (issue 41): each language has a daily of its own every day (docs/LANGUAGES.md), so the four
        // daily tables are kept by day and language: `language` is the language's code, every row kept before
        // English's ('en').
        """
        CREATE TABLE daily_results_13 (
            date TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', generator INTEGER NOT NULL,
            score INTEGER NOT NULL, total INTEGER NOT NULL, rank TEXT NOT NULL, words INTEGER NOT NULL,
            best_word_length INTEGER NOT NULL, game_id INTEGER REFERENCES games(id), played_on TEXT,
            PRIMARY KEY (date, language));
        INSERT INTO daily_results_13
            (date, generator, score, total, rank, words, best_word_length, game_id, played_on)
            SELECT date, generator, score, total, rank, words, best_word_length, game_id, played_on FROM daily_results;
        DROP TABLE daily_results;
        ALTER TABLE daily_results_13 RENAME TO daily_results;
        CREATE TABLE daily_hunt_words_13 (
            date TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', word TEXT NOT NULL, found_at INTEGER NOT NULL,
            PRIMARY KEY (date, language, word));
        INSERT INTO daily_hunt_words_13 (date, word, found_at)
            SELECT date, word, found_at FROM daily_hunt_words ORDER BY rowid;
        DROP TABLE daily_hunt_words;
        ALTER TABLE daily_hunt_words_13 RENAME TO daily_hunt_words;
        CREATE TABLE daily_hunts_13 (
            date TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', generator INTEGER NOT NULL,
            points INTEGER NOT NULL, words INTEGER NOT NULL, expected INTEGER NOT NULL,
            expected_found INTEGER NOT NULL, rank TEXT NOT NULL, played_on TEXT, PRIMARY KEY (date, language));
        INSERT INTO daily_hunts_13 (date, generator, points, words, expected, expected_found, rank, played_on)
            SELECT date, generator, points, words, expected, expected_found, rank, played_on FROM daily_hunts;
        DROP TABLE daily_hunts;
        ALTER TABLE daily_hunts_13 RENAME TO daily_hunts;
        CREATE TABLE daily_nudges_13 (
            date TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', position INTEGER NOT NULL, word TEXT NOT NULL,
            PRIMARY KEY (date, language, position));
        INSERT INTO daily_nudges_13 (date, position, word) SELECT date, position, word FROM daily_nudges;
        DROP TABLE daily_nudges;
        ALTER TABLE daily_nudges_13 RENAME TO daily_nudges;
        """,
    ]
}
