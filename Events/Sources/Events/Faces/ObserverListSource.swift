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
/// let token = game.observers.addObserver(view)
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

    /// Adds `observer`, held strongly until the token goes; see ``ObserverList/addObserver(_:)``.
    ///
    /// - Parameter observer: The observer to add, held strongly while the token lives.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver(_ observer: Observer) -> ObserverToken {
        list.addObserver(observer)
    }

    /// Adds `observer`, held weakly, with no token; see ``ObserverList/addObserver(whileAlive:)``.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @inlinable
    public func addObserver(whileAlive observer: Observer) {
        list.addObserver(whileAlive: observer)
    }

    /// Adds `observer`, held weakly: the same as ``addObserver(whileAlive:)``.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @available(
        *, deprecated, renamed: "addObserver(whileAlive:)",
        message: "held weakly as before; addObserver(_:) holds it by a token, and is faster"
    )
    @inlinable
    public func add(_ observer: Observer) {
        list.addObserver(whileAlive: observer)
    }

    /// Removes `observer`, however it was added; see ``ObserverList/remove(_:)``.
    ///
    /// - Parameter observer: The observer to remove.
    @inlinable
    public func remove(_ observer: Observer) {
        list.remove(observer)
    }
}
