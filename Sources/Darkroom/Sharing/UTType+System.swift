import Foundation

// The system types Darkroom declares: identifier, parents, filename extensions and MIME types as
// Apple's type database has them (the types `UTType`'s static properties name).
extension UTType {
    /// `public.item`.
    public static let item = system("public.item", [], [], [])
    /// `public.content`.
    public static let content = system("public.content", [], [], [])
    /// `public.composite-content`.
    public static let compositeContent = system("public.composite-content", ["public.content"], [], [])
    /// `public.data`.
    public static let data = system("public.data", ["public.item"], [], ["application/octet-stream"])
    /// `public.directory`.
    public static let directory = system("public.directory", ["public.item"], [], [])
    /// `public.folder`.
    public static let folder = system("public.folder", ["public.directory"], [], [])
    /// `com.apple.package`.
    public static let package = system("com.apple.package", ["public.directory"], [], [])
    /// `com.apple.bundle`.
    public static let bundle = system("com.apple.bundle", ["public.directory"], [], [])
    /// `public.url`.
    public static let url = system("public.url", ["public.data"], [], [])
    /// `public.file-url`.
    public static let fileURL = system("public.file-url", ["public.url"], [], [])
    /// `public.text`.
    public static let text = system("public.text", ["public.data", "public.content"], [], ["text/*"])
    /// `public.plain-text`.
    public static let plainText = system("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"])
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = system(
        "public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"])
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = system("public.utf16-plain-text", ["public.plain-text"], [], [])
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = system(
        "public.utf16-external-plain-text", ["public.plain-text"], [], [])
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = system(
        "public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [], [])
    /// `public.delimited-values-text`.
    public static let delimitedText = system("public.delimited-values-text", ["public.text"], [], [])
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = system(
        "public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"],
        ["text/csv", "text/comma-separated-values"])
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = system(
        "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"])
    /// `public.rtf`.
    public static let rtf = system("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"])
    /// `public.html`.
    public static let html = system("public.html", ["public.text"], ["html", "htm"], ["text/html"])
    /// `public.xml`.
    public static let xml = system("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"])
    /// `public.json`.
    public static let json = system("public.json", ["public.text"], ["json"], ["application/json"])
    /// `public.yaml`.
    public static let yaml = system("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"])
    /// `public.source-code`.
    public static let sourceCode = system("public.source-code", ["public.plain-text"], [], [])
    /// `public.swift-source`.
    public static let swiftSource = system("public.swift-source", ["public.source-code"], ["swift"], ["text/x-swift"])
    /// `public.script`.
    public static let script = system("public.script", ["public.source-code"], [], [])
    /// `public.shell-script`.
    public static let shellScript = system(
        "public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"])
    /// `public.python-script`.
    public static let pythonScript = system("public.python-script", ["public.script"], ["py"], ["text/x-python"])
    /// `com.netscape.javascript-source`.
    public static let javaScript = system(
        "com.netscape.javascript-source", ["public.script"], ["js", "mjs"],
        ["text/javascript", "application/javascript"])
    /// `public.log`.
    public static let log = system("public.log", ["public.plain-text"], ["log"], [])
    /// `public.vcard`.
    public static let vCard = system(
        "public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"])
    /// `public.calendar-event`.
    public static let calendarEvent = system("public.calendar-event", ["public.item"], [], [])
    /// `public.email-message`.
    public static let emailMessage = system("public.email-message", ["public.data"], ["eml"], ["message/rfc822"])
    /// `public.image`.
    public static let image = system("public.image", ["public.data", "public.content"], [], ["image/*"])
    /// `public.png`.
    public static let png = system("public.png", ["public.image"], ["png"], ["image/png"])
    /// `public.jpeg`.
    public static let jpeg = system("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"])
    /// `com.compuserve.gif`.
    public static let gif = system("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"])
    /// `org.webmproject.webp`.
    public static let webP = system("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"])
    /// `com.microsoft.bmp`.
    public static let bmp = system(
        "com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp", "image/x-bmp"])
    /// `public.tiff`.
    public static let tiff = system("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"])
    /// `public.heic`.
    public static let heic = system("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"])
    /// `public.heif`.
    public static let heif = system("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"])
    /// `public.svg-image`.
    public static let svg = system("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"])
    /// `com.microsoft.ico`.
    public static let ico = system(
        "com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"])
    /// `com.apple.icns`.
    public static let icns = system("com.apple.icns", ["public.image"], ["icns"], [])
    /// `public.camera-raw-image`.
    public static let rawImage = system("public.camera-raw-image", ["public.image"], [], [])
    /// `com.apple.live-photo`.
    public static let livePhoto = system("com.apple.live-photo", ["public.item"], [], [])
    /// `com.adobe.pdf`.
    public static let pdf = system(
        "com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"])
    /// `org.idpf.epub-container`.
    public static let epub = system(
        "org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"])
    /// `public.audiovisual-content`.
    public static let audiovisualContent = system(
        "public.audiovisual-content", ["public.data", "public.content"], [], [])
    /// `public.movie`.
    public static let movie = system("public.movie", ["public.audiovisual-content"], [], ["video/*"])
    /// `public.video`.
    public static let video = system("public.video", ["public.movie"], [], [])
    /// `public.audio`.
    public static let audio = system("public.audio", ["public.audiovisual-content"], [], ["audio/*"])
    /// `public.mp3`.
    public static let mp3 = system("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"])
    /// `public.mpeg-4`.
    public static let mpeg4Movie = system("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4"])
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = system(
        "com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"])
    /// `public.archive`.
    public static let archive = system("public.archive", ["public.data"], [], [])
    /// `public.zip-archive`.
    public static let zip = system("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"])
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = system(
        "org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"])
    /// `public.spreadsheet`.
    public static let spreadsheet = system("public.spreadsheet", ["public.content"], [], [])
    /// `public.presentation`.
    public static let presentation = system("public.presentation", ["public.composite-content"], [], [])
    /// `public.database`.
    public static let database = system("public.database", ["public.item"], [], [])
    /// `com.apple.property-list`.
    public static let propertyList = system("com.apple.property-list", ["public.data"], ["plist"], [])
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = system(
        "com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [])
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = system(
        "com.apple.binary-property-list", ["com.apple.property-list"], [], [])
    /// `public.font`.
    public static let font = system("public.font", ["public.data", "public.content"], [], ["font/*"])
    /// `public.executable`.
    public static let executable = system("public.executable", ["public.item"], [], [])
    /// `com.apple.application`.
    public static let application = system("com.apple.application", ["public.executable"], ["app"], [])
    /// `public.symlink`.
    public static let symbolicLink = system("public.symlink", ["public.item"], [], [])
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = system(
        "com.pixar.universal-scene-description-mobile", ["public.data"], ["usdz"], ["model/vnd.usdz+zip"])
    /// `public.message`.
    public static let message = system("public.message", ["public.item"], [], [])
    /// `public.contact`.
    public static let contact = system("public.contact", ["public.item"], [], [])
    /// `public.to-do-item`.
    public static let toDoItem = system("public.to-do-item", ["public.item"], [], [])

    private static func system(_ identifier: String, _ parents: [String], _ extensions: [String],
                               _ mimeTypes: [String]) -> UTType {
        UTType(identifier: identifier, parents: parents, extensions: extensions, mimeTypes: mimeTypes)
    }

    /// Every system type, for look-ups by identifier, extension and MIME type.
    static let systemTypes: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .package, .bundle, .url, .fileURL, .text,
        .plainText, .utf8PlainText, .utf16PlainText, .utf16ExternalPlainText, .utf8TabSeparatedText, .delimitedText,
        .commaSeparatedText, .tabSeparatedText, .rtf, .html, .xml, .json, .yaml, .sourceCode, .swiftSource, .script,
        .shellScript, .pythonScript, .javaScript, .log, .vCard, .calendarEvent, .emailMessage, .image, .png, .jpeg,
        .gif, .webP, .bmp, .tiff, .heic, .heif, .svg, .ico, .icns, .rawImage, .livePhoto, .pdf, .epub,
        .audiovisualContent, .movie, .video, .audio, .mp3, .mpeg4Movie, .quickTimeMovie, .archive, .zip, .gzip,
        .spreadsheet, .presentation, .database, .propertyList, .xmlPropertyList, .binaryPropertyList, .font,
        .executable, .application, .symbolicLink, .usdz, .message, .contact, .toDoItem,
        system("public.heif-standard", ["public.image"], [], []),
    ]
}
