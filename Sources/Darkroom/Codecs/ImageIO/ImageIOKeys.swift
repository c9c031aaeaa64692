#if !canImport(Darwin)
// The keys and type identifiers ImageIO code passes, as ImageIO and MobileCoreServices declare them. Their values
// are Apple's (the strings the CFString constants hold), so dictionaries built with them read the same.

/// The quality of a lossy format (JPEG), 0…1, among a destination's or an added image's properties.
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
/// The width of an image in pixels, among an image source's properties.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The height of an image in pixels, among an image source's properties.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The EXIF orientation (1…8) of an image, among an image source's properties.
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Whether the image has an alpha channel, among an image source's properties.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// Horizontal resolution in dots per inch (accepted; images are written at 72).
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// Vertical resolution in dots per inch (accepted; images are written at 72).
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// Whether a thumbnail is made from the full image even when the file holds one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Whether a thumbnail is made from the full image when the file holds none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// The largest width or height of a thumbnail, in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether a thumbnail is turned upright as the image's orientation asks.
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Whether decoded pixels are cached (accepted; a source decodes once).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// A hint naming the type of the source's bytes (accepted; the bytes' signature decides).
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"

/// PNG's type identifier, as MobileCoreServices' constant.
public let kUTTypePNG: CFString = "public.png"
/// JPEG's type identifier.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// GIF's type identifier.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// TIFF's type identifier.
public let kUTTypeTIFF: CFString = "public.tiff"
/// BMP's type identifier.
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// PDF's type identifier.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// The abstract image type.
public let kUTTypeImage: CFString = "public.image"
/// The abstract data type.
public let kUTTypeData: CFString = "public.data"
#endif
