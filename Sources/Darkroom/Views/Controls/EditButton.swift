import Foundation

/// A button that toggles a list's edit mode, drawn as its "Edit" title in the tint colour.
nonisolated public struct EditButton: View {
    /// An Edit button.
    public init() {}
    public var body: some View { Button("Edit") {} }
}
