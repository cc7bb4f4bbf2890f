#import <UIKit/UIKit.h>

inline UIImage *ScaledImage(NSString *key, UIImage *image) {
    if ([[UIScreen mainScreen] respondsToSelector:@selector(scale)]) {
        CGFloat scale = 1.0;
        if ([key rangeOfString:@"@2x."].location != NSNotFound) {
            scale = 2.0;
        }
        return [[UIImage alloc] initWithCGImage:image.CGImage scale:scale orientation:image.imageOrientation];
    }
    if ([UIScreen.mainScreen respondsToSelector:@selector(maximumFramesPerSecond)]) {
        return image;
    }
    return image;
}

CGFloat PixelScale(void) {
    return [UIScreen mainScreen].scale;
}
