// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf82ce1d3f5 UIHostingController.safeAreaRegions
@MainActor func use_f82ce1d3f5<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: SafeAreaRegions = subject.safeAreaRegions
    subject.safeAreaRegions = sample() as SafeAreaRegions
}

// ubfc9f33eaa UIHostingController.keyCommands
@MainActor func use_bfc9f33eaa<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: [UIKeyCommand]? = subject.keyCommands
}

// u0f283c706e UIHostingController.loadView()
@MainActor func use_0f283c706e<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.loadView()
}

// ud667165ff3 UIHostingController.viewWillAppear(_: Bool)
@MainActor func use_d667165ff3<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewWillAppear(sample() as Bool)
}

// u0eb3da40c7 UIHostingController.viewDidAppear(_: Bool)
@MainActor func use_0eb3da40c7<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewDidAppear(sample() as Bool)
}

// ue1362949cf UIHostingController.viewWillDisappear(_: Bool)
@MainActor func use_e1362949cf<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewWillDisappear(sample() as Bool)
}

// ua1466cc762 UIHostingController.viewDidDisappear(_: Bool)
@MainActor func use_a1466cc762<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewDidDisappear(sample() as Bool)
}

// u8807965da4 UIHostingController.viewWillLayoutSubviews()
@MainActor func use_8807965da4<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewWillLayoutSubviews()
}

// u9b9d4bb5bd UIHostingController.isModalInPresentation
@MainActor func use_9b9d4bb5bd<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Bool = subject.isModalInPresentation
    subject.isModalInPresentation = sample() as Bool
}

// uae18e27594 UIHostingController.rootView
@MainActor func use_ae18e27594<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.rootView
    subject.rootView = sample() as Content
}

// u64882bed80 UIHostingController.sizingOptions
@MainActor func use_64882bed80<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: UIHostingControllerSizingOptions = subject.sizingOptions
    subject.sizingOptions = sample() as UIHostingControllerSizingOptions
}

// u9e944b50d0 UIHostingController.sizeThatFits(in: CGSize)
@MainActor func use_9e944b50d0<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: CGSize = subject.sizeThatFits(in: sample() as CGSize)
}

// u3f63149b31 UIHostingController.preferredContentSizeDidChange(forChildContentContainer: any UIContentContainer)
@MainActor func use_3f63149b31<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.preferredContentSizeDidChange(forChildContentContainer: sample() as any UIContentContainer)
}

// u7706d6e78d UIHostingController.preferredStatusBarStyle
@MainActor func use_7706d6e78d<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIStatusBarStyle = subject.preferredStatusBarStyle
}

// uf3f274fcb3 UIHostingController.prefersStatusBarHidden
@MainActor func use_f3f274fcb3<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: Bool = subject.prefersStatusBarHidden
}

// u6c2dc47f6b UIHostingController.preferredStatusBarUpdateAnimation
@MainActor func use_6c2dc47f6b<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIStatusBarAnimation = subject.preferredStatusBarUpdateAnimation
}

// u5c9b04bdc3 UIHostingController.childForStatusBarStyle
@MainActor func use_5c9b04bdc3<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIViewController? = subject.childForStatusBarStyle
}

// ufba500536a UIHostingController.childForStatusBarHidden
@MainActor func use_fba500536a<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIViewController? = subject.childForStatusBarHidden
}

// u0b43d3aecb UIHostingController.viewWillTransition(to: CGSize, with: any UIViewControllerTransitionCoordinator)
@MainActor func use_0b43d3aecb<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.viewWillTransition(to: sample() as CGSize, with: sample() as any UIViewControllerTransitionCoordinator)
}

// u8f86d6336d UIHostingController.willMove(toParent: UIViewController?)
@MainActor func use_8f86d6336d<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.willMove(toParent: sample() as UIViewController?)
}

// udb2644cad8 UIHostingController.didMove(toParent: UIViewController?)
@MainActor func use_db2644cad8<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    subject.didMove(toParent: sample() as UIViewController?)
}

// ud8709ec70f UIHostingController.preferredScreenEdgesDeferringSystemGestures
@MainActor func use_d8709ec70f<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIRectEdge = subject.preferredScreenEdgesDeferringSystemGestures
}

// u83b215e702 UIHostingController.childForScreenEdgesDeferringSystemGestures
@MainActor func use_83b215e702<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIViewController? = subject.childForScreenEdgesDeferringSystemGestures
}

// u9dbfd86b2c UIHostingController.prefersHomeIndicatorAutoHidden
@MainActor func use_9dbfd86b2c<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: Bool = subject.prefersHomeIndicatorAutoHidden
}

// uf0a6e1ba1e UIHostingController.childForHomeIndicatorAutoHidden
@MainActor func use_f0a6e1ba1e<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: UIViewController? = subject.childForHomeIndicatorAutoHidden
}

// u231ec37257 UIHostingController.target(forAction: Selector, withSender: Any?)
@MainActor func use_231ec37257<Content: View>(_ subject: UIHostingController<Content>, _ generics: (Content).Type) {
    let _: Any? = subject.target(forAction: sample() as Selector, withSender: sample() as Any?)
}
