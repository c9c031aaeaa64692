#if !(canImport(UIKit) && canImport(SwiftUI)) && Previews
import Foundation

/// Declares a preview, as SwiftUI's `#Preview`: the body is type-checked like any view code, so a file
/// that ends with previews compiles unchanged. The macro declares nothing; `darkroom previews` finds the
/// previews in the source and draws them (docs/previews.md).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DarkroomCompatMacros", type: "PreviewMacro")

/// Declares a preview with traits (layout, orientation), as SwiftUI's `#Preview(_:traits:body:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "DarkroomCompatMacros", type: "PreviewMacro")

/// Declares a preview of a UIKit view controller.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "DarkroomCompatMacros", type: "PreviewMacro")

/// Declares a preview of a UIKit view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "DarkroomCompatMacros", type: "PreviewMacro")

/// Marks a preview's local state (`@Previewable @State var value = 0`), as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "DarkroomCompatMacros", type: "PreviewableMacro")

/// Declares an environment value with its key in one line, as SwiftUI's `@Entry` (iOS 18):
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "DarkroomCompatMacros", type: "EntryMacro")
#endif
