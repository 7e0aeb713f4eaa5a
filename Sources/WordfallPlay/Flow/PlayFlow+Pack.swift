import WordfallCore

extension PlayFlow {
    /// A campaign's levels as far as they are completed: which are open and which one a player expects
    /// next (docs/SCREEN.md, "The campaign screen"). The one place of the campaign's lock and next level:
    /// the flow refuses a locked level, and the screen, plain mode, the start level and the home screen's
    /// Continue read them here.
    public struct Pack: Hashable, Sendable {
        public let count: Int
        /// The levels completed, by index: the saved data's, and each completed since.
        public internal(set) var completed: Set<Int>
        /// The level left last with its game kept: the one to go on with while it is not completed.
        public internal(set) var left: Int?

        public init(count: Int, left: Int? = nil, completed: (Int) -> Bool) {
            self.count = count
            self.left = left
            self.completed = Set((0..<count).filter(completed))
        }

        /// The first level, a completed one, or the one after a completed one (`LevelPack.isOpen`).
        public func isOpen(_ index: Int) -> Bool { LevelPack.isOpen(index, completed: completed.contains) }

        /// The level a player expects next: the one left last while it is not completed, else the first not
        /// completed after the last completed one (`LevelPack.next`); nil once every level is completed.
        public var next: Int? {
            if let left, !completed.contains(left) { return left }
            return LevelPack.next(count: count, completed: completed.contains)
        }

        /// Every level is completed: the campaign shows the whole pack's result.
        public var isFinished: Bool { completed.count == count }
    }
}
