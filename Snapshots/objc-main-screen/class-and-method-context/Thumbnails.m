#import <UIKit/UIKit.h>

@interface ThumbnailLoader : NSObject
@end

@implementation ThumbnailLoader

- (CGSize)targetSize {
    CGSize screen = [[UIScreen mainScreen] bounds].size;
    return CGSizeMake(screen.width / 3, screen.width / 3);
}

+ (CGFloat)pixelWidth:(CGFloat)points {
    return points * [UIScreen mainScreen].scale;
}

@end

@interface BadgeView : UIView
@end

@implementation BadgeView

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _ring = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width / 4, 4)];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.ring.layer.borderWidth = 1.0 / [UIScreen mainScreen].scale;
}

@end

@implementation PhotoCell

- (void)prepareForReuse {
    [super prepareForReuse];
}

- (void)configure {
    self.separator.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1);
}

@end

@implementation ZoomTransition

- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
    CGRect end = [UIScreen mainScreen].bounds;
    [transitionContext viewForKey:UITransitionContextToViewKey].frame = end;
}

@end
