import Foundation

/// What a drop does, as SwiftUI's `DropOperation`.
nonisolated public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// What a drop target proposes to do with a drop, as SwiftUI's `DropProposal`.
nonisolated public struct DropProposal: Sendable {
    /// The proposed operation.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress, as SwiftUI's `DropInfo`. A still frame has no drag, so Darkroom never makes one: it
/// exists for the delegates apps declare.
nonisolated public struct DropInfo {
    let providers: [NSItemProvider]
    /// Where the drop is, in the drop target's coordinates.
    public let location: CGPoint

    /// Whether any dragged item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }
    /// The dragged items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            contentTypes.contains { type in provider.registeredTypeIdentifiers.contains(type.identifier) }
        }
    }
    /// Whether any dragged item conforms to one of the type identifiers `types`.
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.compactMap { UTType($0) })
    }
    /// The dragged items that conform to one of the type identifiers `types`.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.compactMap { UTType($0) })
    }
}

/// The handler of drops on a view, as SwiftUI's `DropDelegate`: a still frame has no drag, so Darkroom never
/// calls it.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop may happen.
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the view.
    func dropEntered(info: DropInfo)
    /// A drag moved in the view: what a drop would do.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// A drop may happen when an item conforms to the accepted types.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing happens when a drag enters.
    public func dropEntered(info: DropInfo) {}
    /// The default operation (copy).
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing happens when a drag leaves.
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Makes the view a drop target handled by `delegate`; a still frame has no drag, so nothing changes.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// Makes the view a drop target for type identifiers, handled by `delegate`; nothing changes in a still frame.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
    /// Makes the view a drop target; a still frame has no drag, so nothing changes.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Makes the view a drop target told where the drop lands; a still frame has no drag, so nothing changes.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool)
        -> some View { self }
}
