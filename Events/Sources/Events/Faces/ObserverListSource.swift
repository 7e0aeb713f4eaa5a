/// The read-only face of an ``ObserverList``: whoever holds it can add and remove observers, but
/// cannot notify them.
///
/// A publisher keeps the list private and exposes its ``ObserverList/source``, as it exposes an
/// ``EventSource`` for an ``ObservableEvent``:
///
/// ```swift
/// final class Game {
///     private let observerList = ObserverList<any GameObserver>("game")
///     var observers: ObserverListSource<any GameObserver> { observerList.source }
/// }
/// game.observers.add(view)
/// ```
///
/// It holds the list strongly, as the list's own property would. Not `Sendable`, like the list.
public struct ObserverListSource<Observer> {
    @usableFromInline let list: ObserverList<Observer>

    @inlinable
    init(_ list: ObserverList<Observer>) {
        self.list = list
    }

    /// The list's name.
    public var name: String { list.name }

    /// The number of observers that would be called now; see ``ObserverList/observerCount``.
    public var observerCount: Int { list.observerCount }

    /// Adds `observer`, held weakly; see ``ObserverList/add(_:)``.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @inlinable
    public func add(_ observer: Observer) {
        list.add(observer)
    }

    /// Removes `observer`; see ``ObserverList/remove(_:)``.
    ///
    /// - Parameter observer: The observer to remove.
    @inlinable
    public func remove(_ observer: Observer) {
        list.remove(observer)
    }
}
