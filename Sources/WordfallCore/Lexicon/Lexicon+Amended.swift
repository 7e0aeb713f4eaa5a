extension Lexicon {
    /// This list with the player's own words (docs/RULES.md, "Your own words"): `adding` accepted as
    /// finds (SCOWL size 60: accepted, never offered as expected) unless the list knows them already
    /// (a slur stays refused), `removing` no longer words. Words with anything but letters are ignored.
    ///
    /// The list is not rebuilt: its nodes are patched (`LexiconPatch`), so the bundled index stays mapped
    /// from its file and only the pages the patch writes are copied.
    ///
    /// - Complexity: linear in the letters of `adding` and `removing`; independent of the list's size.
    public func amended(adding: some Sequence<String>, removing: some Sequence<String>) -> Lexicon {
        var removals: [[UInt8]] = []
        for word in removing {
            let letters = word.utf8.compactMap(LexiconTrie.letterIndex)
            if !letters.isEmpty && letters.count == word.utf8.count { removals.append(letters) }
        }
        let adding = Array(adding)
        var room = 1 + removals.count * 26
        for word in adding { room += word.utf8.count + 26 }
        var patch = LexiconPatch(base: self, extraNodes: room)
        var words = count
        for letters in removals where patch.remove(letters) { words -= 1 }
        let removed = Set(removals)
        let end = UInt64(LexiconTrie.tierCode(level: 60) ?? 0) << LexiconTrie.attributeShift | LexiconTrie.terminalBit
        for var word in adding {
            let added = word.withUTF8 { bytes -> Bool in
                guard !bytes.isEmpty, bytes.allSatisfy({ LexiconTrie.letterIndex($0) != nil }) else { return false }
                // A word removed is not added back, whatever order the two lists give it in.
                if !removed.isEmpty && removed.contains(bytes.map { ($0 | 0x20) &- 97 }) { return false }
                return patch.add(ascii: bytes, end: end)
            }
            if added { words += 1 }
        }
        return patch.lexicon(count: words)
    }
}
