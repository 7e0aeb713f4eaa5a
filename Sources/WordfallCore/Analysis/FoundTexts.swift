/// The words a game has found, as the solver keeps word texts (`FoundWord.Text`), so that a search
/// (`LevelBot`) asks whether a board's word is found without making a `String` of it or hashing one: most
/// words pack into one number, kept sorted and searched by halves.
struct FoundTexts {
    private var packed: [UInt64] = []
    private var strings: Set<String> = []

    init(_ words: [String]) {
        for word in words {
            switch FoundWord.Text(word) {
            case .packed(let text): packed.append(text)
            case .string(let text): strings.insert(text)
            }
        }
        packed.sort()
    }

    /// Whether `word` is one of the words found (each text has one form, so its form decides where to look).
    func contains(_ word: FoundWord) -> Bool {
        switch word.text {
        case .string(let text): return strings.contains(text)
        case .packed(let text):
            var low = 0
            var high = packed.count
            while low < high {
                let middle = (low + high) / 2
                if packed[middle] < text { low = middle + 1 } else { high = middle }
            }
            return low < packed.count && packed[low] == text
        }
    }
}
