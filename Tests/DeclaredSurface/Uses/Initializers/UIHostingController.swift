// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3fb6c41f07 UIHostingController.init(rootView: Content)
@MainActor func use_3fb6c41f07<Content: View>(_ generics: (Content).Type) {
    let _: UIHostingController<Content> = UIHostingController(rootView: sample() as Content)
}

// u839f2eb763 UIHostingController.init?(coder: NSCoder, rootView: Content)
@MainActor func use_839f2eb763<Content: View>(_ generics: (Content).Type) {
    let _: UIHostingController<Content>? = UIHostingController(
        coder: sample() as NSCoder,
        rootView: sample() as Content
    )
}

// u94691fc27d UIHostingController.init?(coder: NSCoder)
@MainActor func use_94691fc27d<Content: View>(_ generics: (Content).Type) {
    let _: UIHostingController<Content>? = UIHostingController(coder: sample() as NSCoder)
}
