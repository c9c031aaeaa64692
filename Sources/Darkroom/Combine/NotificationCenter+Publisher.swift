import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher of the notifications a center posts under one name, optionally
    /// only those from one sender.
    ///
    /// Notifications arrive on the posting thread, synchronously, while the
    /// subscriber has demand; those posted without demand are dropped.
    public struct Publisher: OpenCombine.Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The notification name observed.
        public let name: Notification.Name
        /// The only sender whose notifications pass, or `nil` for every sender.
        public let object: AnyObject?

        /// Creates a publisher of `center`'s notifications named `name`, posted by
        /// `object` when it is given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Notification, Downstream.Failure == Never {
            let subscription = NotificationSubscription(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name: name, object: object)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// The notifications named `name` posted to this center, by `object` only when
    /// it is given.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
