// What the ScanNow settings pair needs from outside the files copied beside this one: the mail composer
// (MessageUI has no Linux counterpart; the recording simulator cannot send mail, so the row's sheet never
// opens), its data factory (it reads UIDevice), SwiftGen's generated image asset, the sourcery mock the test
// builds its version from, and the bundle SwiftGen's strings read (the English fallbacks are the strings shown).
// The GitHub mark the about section's row shows is GitHub's artwork and is not copied: its asset is absent
// here, so that row draws without the mark (a missing image takes no space).
import DarkroomCompat
import Foundation

/// MailView.swift's mail data, verbatim.
struct ComposeMailData {
    let subject: String
    let recipients: [String]?
    let message: String
    let attachments: [AttachmentData]?
}

/// MailView.swift's attachment, verbatim.
struct AttachmentData {
    let data: Data
    let mimeType: String
    let fileName: String
}

/// Stand-in for MailView.swift's callback type (its result type is MessageUI's).
typealias MailViewCallback = ((Result<Int, Error>) -> Void)?

/// Stand-in for MailView (a UIKit mail composer): never presented in the recording.
struct MailView: View {
    let data: ComposeMailData
    let callback: MailViewCallback

    init(data: ComposeMailData, callback: MailViewCallback) {
        self.data = data
        self.callback = callback
    }

    var body: some View { EmptyView() }

    /// `MFMailComposeViewController.canSendMail()`: false on a simulator without a mail account.
    static var canSendMail: Bool { false }
}

/// Stand-in for ComposeMailDataFactory (it reads UIDevice): the mail is never composed in the recording.
final class ComposeMailDataFactory {
    private let appVersioning: Versioning

    init(appVersioning: Versioning = BundledVersion()) {
        self.appVersioning = appVersioning
    }

    func make() -> ComposeMailData {
        ComposeMailData(subject: "", recipients: [], message: "", attachments: [])
    }
}

/// SwiftGen's generated image assets (generated/Assets.swift), the entry these views use.
enum Assets {
    static let githubMark = ImageAsset(name: "GithubMark")
}

/// SwiftGen's image asset, as far as `swiftUIImage`.
struct ImageAsset {
    let name: String

    var swiftUIImage: Image { Image(name, bundle: .main) }
}

/// The sourcery mock the test builds its version from (App/Tests/ScanNowCoreTests/generated/
/// AutoMockable.generated.swift), verbatim.
class VersioningMock: Versioning {
    var versionNumber: String {
        get { return underlyingVersionNumber }
        set(value) { underlyingVersionNumber = value }
    }
    var underlyingVersionNumber: String!
    var buildNumber: String {
        get { return underlyingBuildNumber }
        set(value) { underlyingBuildNumber = value }
    }
    var underlyingBuildNumber: String!

}

extension Bundle {
    /// The package's resource bundle SwiftGen's strings read: this test target has none, so the main bundle,
    /// where no key is found and every string is its English fallback, as the English simulator showed.
    static var module: Bundle { .main }
}
