import Foundation

#if !canImport(Darwin)
// Foundation on Linux does not surface Core Foundation's bridged types. Call sites
// written for Apple platforms use them in casts (`url as CFURL`,
// `options as CFDictionary`), so they are the Swift types those casts start from.

/// Core Foundation's URL type: on Linux, `URL` itself, so `url as CFURL` compiles.
public typealias CFURL = URL
/// Core Foundation's string type: on Linux, `String`.
public typealias CFString = String
/// Core Foundation's dictionary type: a dictionary any `[K: V]` with hashable keys converts to with `as`.
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's array type: `[c1, c2] as CFArray` (for `CGGradient(colorsSpace:colors:locations:)`).
public typealias CFArray = [Any]
/// Core Foundation's data type: on Linux, `Data` (`data as CFData` compiles).
public typealias CFData = Data

/// PDF context and page option keys, as Core Graphics names them.
public let kCGPDFContextMediaBox: CFString = "MediaBox"
/// The crop box of a page; accepted and not read: pages keep their media box.
public let kCGPDFContextCropBox: CFString = "CropBox"
/// The document's title, written to the PDF's metadata.
public let kCGPDFContextTitle: CFString = "Title"
/// The document's author, written to the PDF's metadata.
public let kCGPDFContextAuthor: CFString = "Author"
/// The document's subject, written to the PDF's metadata.
public let kCGPDFContextSubject: CFString = "Subject"
/// The application that created the document, written to the PDF's metadata.
public let kCGPDFContextCreator: CFString = "Creator"
/// Keywords for the document, written to the PDF's metadata.
public let kCGPDFContextKeywords: CFString = "Keywords"
#endif
