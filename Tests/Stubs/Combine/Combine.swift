// API stub of Combine (declarations only): the publishers, subscriptions and schedulers UIKit
// code uses to observe notifications and model changes. ObservableObject and @Published stay in
// the SwiftUI stub, which does not import this module.
import Foundation

/// Stub of a publisher: delivers values of `Output` and, at most once, a completion.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Stub of something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// Stub of a type-erased cancellable that cancels when it is deallocated.
public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Stub of a scheduler (DispatchQueue, RunLoop and OperationQueue are schedulers).
public protocol Scheduler {
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    /// Stub of the dispatch scheduler's options.
    public struct SchedulerOptions {}
}

extension RunLoop: Scheduler {
    /// Stub of the run-loop scheduler's options.
    public struct SchedulerOptions {}
}

/// Stub of the namespace of subscriber types.
public enum Subscribers {
    /// Stub of a publisher's completion.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Stub of the namespace of publisher operators.
public enum Publishers {
    /// Stub of the publisher `receive(on:options:)` returns.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }

    /// Stub of the publisher `map(_:)` returns.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
    }
}

/// Stub of a type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {}

/// Stub of a subject that broadcasts the values sent to it.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ input: Output) {}
}

/// Stub of a subject that holds a current value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public init(_ value: Output) { self.value = value }
    public var value: Output
    public func send(_ input: Output) {}
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S> { Publishers.ReceiveOn() }
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

extension NotificationCenter {
    /// Stub of the publisher that delivers a notification each time it is posted.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
