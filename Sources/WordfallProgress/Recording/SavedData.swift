import Glibc
import WordfallCore

/// The player's saved data as the commands use it: the store opened once, what to tell the player
/// about it (on screen and on stderr), and the recorder that saves each finished level.
package struct SavedData {
    /// Nil when nothing can be saved (the notice says why).
    package var store: GameStore?
    /// The data folder (where the first-steps marker is kept too).
    package var directory: String
    /// Everything the player should be told about their saved data, in one paragraph; nil when all is well.
    package var notice: String?
    /// Where a damaged database was kept when this open started a new one (nil: none was).
    package var damagedKeptAs: String?
    /// What a failed save said during play, for stderr after the screen.
    package let laterWarnings = LaterWarnings()

    package init(store: GameStore?, directory: String, notice: String?, damagedKeptAs: String? = nil) {
        self.store = store
        self.directory = directory
        self.notice = notice
        self.damagedKeptAs = damagedKeptAs
    }

    /// Opens the store in `directory` (default: `ProgressStore.defaultDirectory()`), importing
    /// `progress.json` on first start. Each warning is also written to stderr at once, with its full
    /// path, so it is not lost when the screen takes over.
    package static func open(directory: String?) -> SavedData {
        guard let folder = directory ?? ProgressStore.defaultDirectory() else {
            let notice = "Your results cannot be saved: " + ProgressStore.unknownDirectory + "."
            Self.warn(notice)
            return SavedData(store: nil, directory: "", notice: notice)
        }
        let opened = GameStore.open(directory: folder)
        var warnings = opened.warnings
        // The levels' best results are read at once, so a damaged row is reported before the screen starts.
        if let store = opened.store {
            _ = try? store.progress()
            warnings += store.takeDamageReports()
        }
        for warning in warnings { Self.warn(warning) }
        // What a run killed between writing a temporary file and renaming it left (issue 30).
        PackShelf(directory: folder).removeLeftovers()
        return SavedData(
            store: opened.store, directory: folder,
            notice: warnings.isEmpty ? nil : warnings.joined(separator: " "), damagedKeptAs: opened.damagedKeptAs)
    }

    /// Writes `line` to stderr, prefixed `wordfall: warning: ` (escaped by `writeLine`: it may quote stored text).
    /// A warning longer than a message line may be (it names two paths) goes on as many lines as it needs,
    /// broken at spaces, so no part of it is cut (`OutputBuffer.messageLineLimit`).
    package static func warn(_ line: String) {
        let stderr = OutputBuffer(descriptor: .standardError)
        for part in wrapped("wordfall: warning: " + line, width: OutputBuffer.messageLineLimit - 60) {
            stderr.writeLine(part)
        }
        stderr.flush()
    }

    /// `text` broken at spaces into lines of at most `width` characters (a word longer than that stands on
    /// its own line, which the writer cuts).
    package static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = "  " + word
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(current)
        return lines
    }

    /// The best results per level; empty (with a problem to report) when the store cannot be read.
    package func progress() -> (progress: CampaignProgress, problem: String?) {
        guard let store else { return (CampaignProgress(), nil) }
        do throws(ProgressError) {
            return (try store.progress(), nil)
        } catch {
            Self.warn(error.message)
            return (CampaignProgress(), error.message)
        }
    }
}

extension SavedData {
    /// Keeps the player's `key` preference without ever holding up input (docs/decisions/0310):
    /// it waits a moment at most for another program's lock, then goes on a thread of its own. A setting
    /// that cannot be kept (a read-only store) is told after the screen, and the command exits non-zero.
    /// A setting the game keeps of its own accord (`chosen` false: the rules met) is not a failure when it
    /// cannot be kept: the saved data's notice said why already.
    package func keepSetting(_ key: String, to value: String, chosen: Bool = true) {
        guard let store else {
            if chosen { laterWarnings.settingFailed("Your \(key) could not be kept. " + (notice ?? "")) }
            return
        }
        do throws(ProgressError) {
            try store.setSetting(key, to: value, waitingAtMost: Self.settingWait)
        } catch {
            if error.isBusy {
                laterWarnings.pending.setSetting(
                    key, to: value, chosen: chosen, directory: directory,
                    describedAs: chosen ? "your \(key)" : "the rules you met (\(key))")
            } else if chosen {
                laterWarnings.settingFailed(error.message)
            }
        }
    }

    /// How long a setting waits for another program's lock, in milliseconds.
    package static let settingWait: Int32 = 20

    /// Saves `game`, waiting only a moment for another program's lock on the database: past it, the save
    /// goes on on a thread of its own (`PendingSaves`) and the game goes on at once. The message is for
    /// the end screen (nil when saved); a failure is told on stderr after the screen too.
    /// `journalled`: the result went to a journal beside the store (another program held its lock).
    package func save(_ game: PlayedGame, in store: GameStore, describedAs description: String) -> (
        recorded: GameStore.Recorded?, message: String?, journalled: Bool
    ) {
        do throws(ProgressError) {
            return (try store.record(game, waitingAtMost: 250), nil, false)
        } catch {
            guard error.isBusy else {
                laterWarnings.saveFailed(error.message)
                return (nil, error.message, false)
            }
            // Written to a journal at once, so a kill before the lock goes loses nothing (as a keep is,
            // decision 0310), and saved on a thread of its own as soon as the lock goes.
            let journal = try? GameStore.writeJournal(GameStore.JournalContents(games: [game]), directory: directory)
            laterWarnings.pending.save(game, directory: directory, journal: journal, describedAs: description)
            return (
                nil,
                "Your result is not saved yet: another program is using \(store.path); it is saved as soon as that "
                    + "program lets go.", journal != nil
            )
        }
    }
}
