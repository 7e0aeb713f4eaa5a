/// The base letters of the Latin letters with marks a language folds (docs/LANGUAGES.md, "Folded
/// letters"): `é` is typed and matched as `e`, `ß` as `ss`. A language's own tiles with marks (Catalan Ç)
/// are matched before this, so they are never folded.
enum LetterFolding {
    /// The lower-case base of `character`, nil for a character with no base here.
    static func base(of character: Character) -> String? { table[character] }

    private static let table: [Character: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāă", "a"), ("çćĉčċ", "c"), ("ďđ", "d"), ("èéêëēėęě", "e"), ("ìíîïīį", "i"), ("ł", "l"),
            ("ñńňņ", "n"), ("òóôõöøō", "o"), ("ŕř", "r"), ("śŝşš", "s"), ("ťţ", "t"), ("ùúûüūůű", "u"),
            ("ýÿ", "y"), ("źżž", "z"),
        ]
        var table: [Character: String] = ["ß": "ss", "œ": "oe", "æ": "ae", "ĳ": "ij"]
        for (letters, base) in groups {
            for letter in letters { table[letter] = base }
        }
        return table
    }()
}
