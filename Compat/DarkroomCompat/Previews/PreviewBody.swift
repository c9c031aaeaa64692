#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// One preview as `darkroom previews` builds it: `#Preview`'s arguments with the body kept as a closure.
///
/// The tool rewrites `#Preview(…) { … }` in its scratch copy of an app's sources into a function returning
/// `PreviewBody(…) { … }`: the initialisers take the macro's arguments as written, so the same overloads pick
/// a view, a `UIView` or a `UIViewController` body, and no macro has to run.
@_spi(Previews) public struct PreviewBody {
    /// What a preview's body makes.
    public enum Content {
        /// A SwiftUI-style view.
        case view(any View)
        /// A UIKit view.
        case uiView(UIView)
        /// A UIKit view controller.
        case viewController(UIViewController)
    }

    /// The name given as the first argument, if any.
    public let name: String?
    /// The traits given with `traits:`.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Makes the body; called once per render.
    public let make: @MainActor () -> Content

    /// A view preview, as `#Preview("name") { … }`.
    public init<V: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> V) {
        self.name = name
        traits = []
        make = { .view(body()) }
    }

    /// A view preview with traits, as `#Preview("name", traits: .sizeThatFitsLayout) { … }`.
    public init<V: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                         _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                         @ViewBuilder body: @escaping @MainActor () -> V) {
        self.name = name
        self.traits = [traits] + additionalTraits
        make = { .view(body()) }
    }

    /// A UIKit view preview. Disfavoured, so that a view body with local declarations (`@Previewable` state)
    /// is not ambiguous between the view and the UIKit overloads.
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                body: @escaping @MainActor () -> UIView) {
        self.name = name
        self.traits = traits
        make = { .uiView(body()) }
    }

    /// A UIKit view controller preview (disfavoured, as the `UIView` one).
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                body: @escaping @MainActor () -> UIViewController) {
        self.name = name
        self.traits = traits
        make = { .viewController(body()) }
    }

    /// A view preview whose body declares a type of its own (`struct Preview: View { … }` then
    /// `return Preview()`). The closure's result is `any View`, so the closure's type never names a type
    /// declared inside it: swift-frontend 6.3 crashes (unbounded recursion mangling the closure) when a
    /// generic closure's inferred result is such a local type.
    public static func localTypes(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                                  @ViewBuilder body: @escaping @MainActor () -> any View) -> PreviewBody {
        PreviewBody(name: name, traits: traits, make: { .view(body()) })
    }

    /// A UIKit view preview whose body declares a type of its own (disfavoured, as `init(_:traits:body:)`).
    @_disfavoredOverload
    public static func localTypes(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                                  body: @escaping @MainActor () -> UIView) -> PreviewBody {
        PreviewBody(name: name, traits: traits, make: { .uiView(body()) })
    }

    /// A UIKit view controller preview whose body declares a type of its own (disfavoured).
    @_disfavoredOverload
    public static func localTypes(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                                  body: @escaping @MainActor () -> UIViewController) -> PreviewBody {
        PreviewBody(name: name, traits: traits, make: { .viewController(body()) })
    }

    /// A `PreviewProvider`'s `previews`, split into one preview per top-level child when rendered. A static
    /// function, not an initialiser, so that a `#Preview` body that fails to compile is never reported as a
    /// mismatch with this overload.
    public static func provider<Provider: PreviewProvider>(_ type: Provider.Type) -> PreviewBody {
        var body = PreviewBody(name: nil, traits: [], make: { .view(Provider.previews) })
        body.isProvider = true
        return body
    }

    private init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping @MainActor () -> Content) {
        self.name = name
        self.traits = traits
        self.make = make
    }

    /// Whether the body is a `PreviewProvider`'s `previews` (its top-level `Group`/`ForEach` children are
    /// previews of their own, as in Xcode).
    public private(set) var isProvider = false
}

/// The previews a scratch build registered: the tool's generated code calls `register` for each preview
/// when the library is loaded, and the renderer reads `entries`.
@_spi(Previews) @MainActor public enum PreviewRegistry {
    /// One registered preview: where it is written and how to build it.
    public struct Entry {
        /// The source file, relative to the folder the tool was pointed at.
        public let file: String
        /// The line of `#Preview` or of the `PreviewProvider` declaration.
        public let line: Int
        /// The preview.
        public let body: PreviewBody
    }

    /// Every registered preview, in registration order.
    public private(set) static var entries: [Entry] = []

    /// Registers a preview written at `file`:`line`.
    public static func register(file: String, line: Int, _ body: @autoclosure () -> PreviewBody) {
        entries.append(Entry(file: file, line: line, body: body()))
    }
}
#endif
