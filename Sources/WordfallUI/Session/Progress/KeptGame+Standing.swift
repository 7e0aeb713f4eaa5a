import WordfallPlay

extension KeptGame.Standing {
    /// "1,240 points, 5 moves left, 2 words found" (and the time left when `withTime`).
    public func line(withTime: Bool = false) -> String {
        var parts = ["\(Format.number(score)) \(score == 1 ? "point" : "points")"]
        if let movesLeft { parts.append("\(movesLeft) \(movesLeft == 1 ? "move" : "moves") left") }
        parts.append(words == 1 ? "1 word found" : "\(Format.number(words)) words found")
        if withTime, let timeLeft { parts.append("\(Format.clock(timeLeft)) left") }
        return parts.joined(separator: ", ")
    }
}
