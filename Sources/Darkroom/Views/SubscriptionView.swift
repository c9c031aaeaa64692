import Foundation

/// A view that runs an action when a publisher emits, as SwiftUI's `SubscriptionView` (what `onReceive` makes).
///
/// A renderer does not subscribe (as `onReceive`): the view draws its content.
nonisolated public struct SubscriptionView<PublisherType: Publisher, Content: View>: View
where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher the view would subscribe to.
    public var publisher: PublisherType
    /// The action run for each value the publisher emits.
    public var action: (PublisherType.Output) -> Void
    /// `content`, running `action` for each value `publisher` emits.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
    public var body: some View { content }
}
