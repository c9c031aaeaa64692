import Foundation

/// A container for grouping controls used for data entry, drawn as iOS draws
/// forms: grouped sections of rows.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a form of the given sections and rows.
    ///
    /// - Parameter content: The form's sections and rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("Form") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        GroupedListNode.make(
            name: "Form", content: content, context: context, defaultLook: .insetGrouped, honoursListStyle: false)
    }
}
