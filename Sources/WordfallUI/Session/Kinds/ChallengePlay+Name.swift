import WordfallCore
import WordfallPlay

/// The card that asks for the player's name the first time they play a challenge: the name their result
/// line carries, which `compare` and a friend's end screen show. Kept for every challenge after it.
extension ChallengePlay {
    /// Shows the card, with the name typed so far.
    func askName(_ session: PlaySession) {
        let typed = typedName ?? ""
        typedName = typed
        let card = IntroCard(
            title: "Your name",
            lines: [
                "The result line you send your friend carries a name, which their comparison shows. Type yours "
                    + "(1 to \(ChallengeResult.nameLimit) letters, digits, '_', '.' or '-'), then Enter; "
                    + "Enter alone keeps '\(suggestedName)'.",
                "It is kept for every challenge and duel after this one; `--name NAME` changes it.",
                "Name: " + typed + "_",
            ], prompt: "Type your name, then Enter")
        let keys: [PlayFlow.Screen: [KeysBar.Item]] = [
            .intro: [
                .init(key: "Enter", action: "keep"), .init(key: "Bksp", action: "delete"),
                .init(key: "^D", action: "quit"),
            ]
        ]
        session.view.update {
            $0.shown.hold(.intro(card, scroll: 0))
            $0.keys = keys
        }
    }

    /// A key on the card: a name's character, Backspace, or Enter, which keeps the name and goes on to the
    /// level. Ctrl-D and Ctrl-C quit as anywhere; every other key is the card's.
    func typeName(_ key: Key, _ session: PlaySession) -> Bool {
        guard let typed = typedName else { return false }
        switch key {
        case .character(let character):
            let candidate = typed + String(character)
            if ChallengeResult.isName(candidate) { typedName = candidate }
        case .backspace, .delete:
            typedName = String(typed.dropLast())
        case .enter:
            let chosen = typed.isEmpty ? suggestedName : typed
            typedName = nil
            name = chosen
            session.view.update { $0.keys = [:] }
            keepName(chosen)
            session.open()
            return true
        case .control("d"), .control("c"):
            return false
        default:
            return true
        }
        askName(session)
        return true
    }
}
