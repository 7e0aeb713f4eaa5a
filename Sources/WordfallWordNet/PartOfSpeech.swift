/// WordNet's four parts of speech, with the suffix of their files (`index.noun`, `data.noun`, `noun.exc`).
package enum PartOfSpeech: String, CaseIterable, Hashable, Sendable {
    case noun
    case verb
    case adjective = "adj"
    case adverb = "adv"

    /// `n.`, `v.`, `adj.`, `adv.`: how a sense line starts.
    package var abbreviation: String {
        switch self {
        case .noun: "n."
        case .verb: "v."
        case .adjective: "adj."
        case .adverb: "adv."
        }
    }

    package var name: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adjective"
        case .adverb: "adverb"
        }
    }

    /// WordNet's detachment rules (morphy(7WN)): an inflected ending and what replaces it.
    var suffixRules: [(ending: String, replacement: String)] {
        switch self {
        case .noun:
            [
                ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
                ("ies", "y"),
            ]
        case .verb:
            [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
        case .adverb: []
        }
    }
}
