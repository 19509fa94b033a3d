import type { PageMeta, TitledText } from "~/lib/content";
import type { OrderPaymentMethod, OrderStatus } from "~/platform/db/schema";
import type { PaymentShown } from "../shared/order-workflow";
import type { PluralForms } from "~/lib/plural";

/** Shapes of the shop's and tea pages' copy (English and Tamil, same shape). */
export type ToastText = { title: string; description: string };

export type ShopContent = {
  storefront: {
    meta: PageMeta;
    storeName: string; // "LimraKart"
    tagline: string;
    cart: string; // "Cart"
    cartItems: PluralForms; // "{count} items in your cart"
    categories: string; // "Categories"
    allProducts: string; // "All Products"
    myAccount: string; // "My Account"
    myOrders: string; // "My Orders"
    profile: string; // "Profile"
    logout: string; // "Logout"
    support: string; // "Support"
    help: string; // "Help & Support"
    login: string; // "Login / Sign Up"
    search: string; // "Search products..."
    searchLabel: string;
    searchButton: string;
    showingAll: string; // "Showing all products ({count})"
    showingCategory: string; // "{category} ({count})"
    showingSearch: string; // 'Results for "{q}" ({count})'
    emptyTitle: string; // 'No products found'
    emptyText: string; // 'Try adjusting your search or category filter'
    outOfStock: string; // 'Out of Stock'
    inStock: string; // '{count} in stock'
    /** A product made to order (print work): no stock count shown (decision 063). */
    madeToOrder: string;
    addToCart: string; // 'Add to Cart'
    buyNow: string; // 'Buy Now'
    previous: string;
    next: string;
    page: string; // "Page {page} of {pages}"
    productImage: string; // alt "{name}"
  };
  cart: {
    title: string; // 'Shopping Cart ({count})'
    subtitle: string; // 'Review your items before checkout'
    emptyTitle: string; // 'Your cart is empty'
    emptyText: string; // 'Add some products to get started'
    continueShopping: string; // 'Continue Shopping'
    checkout: string; // 'Checkout'
    total: string; // 'Total'
    left: string; // '{count} left'
    madeToOrder: string;
    decrease: string; // "Decrease the quantity of {name}"
    increase: string;
    remove: string; // "Remove {name}"
    quantity: string; // "Quantity of {name}"
    close: string;
    unavailable: string; // "No longer available"
  };
  toasts: {
    errorTitle: string; // 'Error'
    pleaseLogin: ToastText; // 'Please login' / 'You need to login to add items to cart'
    loginToOrder: ToastText; // 'Please login' / 'You need to login to place an order'
    added: ToastText; // 'Added to cart' / 'Item has been added to your cart'
    removed: ToastText; // 'Removed from cart' / 'Item has been removed from your cart'
    updated: ToastText;
    addFailed: string; // 'Failed to add item to cart'
    updateFailed: string; // 'Failed to update cart item'
    removeFailed: string; // 'Failed to remove item from cart'
    clearFailed: string; // 'Failed to clear cart'
    onlyLeft: string; // '{name}: only {count} left in stock.'
    outOfStock: string; // '{name} is out of stock.'
    notAvailable: string;
    cartEmpty: ToastText; // 'Cart is empty' / 'Add some items to your cart first'
    missingInfo: ToastText; // 'Missing information' / 'Please fill in all required fields'
    orderPlaced: ToastText; // 'Order placed successfully!' / 'Your order #{number} has been placed'
    orderFailed: string; // 'Failed to place order. Please try again.'
    shortageTitle: string;
    shortageLine: string; // '{name}: only {left} left'
    orderCancelled: ToastText; // description "{number}"
    cancelFailed: string;
    messageSent: ToastText; // 'Message sent!' / "We'll get back to you within 24 hours."
    sendFailed: string; // 'Failed to send message. Please try again.'
  };
  checkout: {
    meta: PageMeta;
    title: string;
    back: string;
    delivery: string; // 'Delivery Information'
    name: string; // 'Full Name'
    phone: string; // 'Phone Number'
    email: string; // 'Email Address'
    address: string; // 'Delivery Address'
    pinCode: string; // 'PIN Code'
    nameRequired: string;
    phoneInvalid: string;
    emailInvalid: string;
    addressRequired: string;
    pinInvalid: string;
    payment: string; // 'Payment Method'
    cod: string; // 'Cash on Delivery'
    codText: string;
    upi: string; // 'UPI Payment'
    upiText: string; // how paying by UPI works
    upiUnavailable: string; // UPI chosen while the shop has no UPI ID
    paymentInvalid: string;
    online: string; // 'Online Payment'
    comingSoon: string; // 'Coming soon'
    summary: string; // 'Order Summary'
    placeOrder: string; // 'Place Order'
    processing: string; // 'Processing...'
    terms: string;
    emptyTitle: string; // 'Your cart is empty'
    continueShopping: string;
  };
  confirmation: {
    meta: PageMeta;
    title: string; // the spec's 'Order Confirmed!' became 'Order received!' (decision 066)
    orderNumber: string;
    emailSent: string; // the spec's 'Confirmation sent to your email' (decision 066)
    nextSteps: string;
    steps: TitledText[]; // 3: Preparing your order; Processing & Shipping ('Usually takes 1-2 business days'); Delivery
    paymentMethod: string;
    paymentText: string; // 'Cash on Delivery - Pay when you receive your order'
    needHelp: string;
    contactSupport: string; // 'Contact Support'
    helpCenter: string; // 'Help Center'
    viewOrders: string; // 'View My Orders'
    continueShopping: string;
    tracking: string;
  };
  orders: {
    meta: PageMeta;
    title: string; // 'My Orders'
    pleaseLogin: string; // 'Please Login'
    loginText: string;
    login: string; // 'Login'
    emptyTitle: string; // 'No orders yet'
    emptyText: string;
    startShopping: string; // 'Start Shopping'
    order: string; // 'Order {number}'
    placedOn: string; // 'Placed on {date}'
    orderStatus: string;
    paymentStatus: string;
    payment: string;
    items: string;
    deliverTo: string;
    total: string;
    cancel: string; // 'Cancel Order'
    cancelConfirm: string; // 'Cancel order {number}? Its items go back to the shop.'
    cancelYes: string;
    returnExchange: string; // 'Return/Exchange'
    returnSubject: string; // 'Return/Exchange request for order {number}'
    viewDetails: string; // 'View Details'
    backToOrders: string;
    statuses: Record<OrderStatus, string>;
    methods: Record<OrderPaymentMethod, string>; // 'Cash on Delivery', 'UPI'
    scanToPay: string; // 'Scan to pay {amount} by UPI'
    payWithApp: string; // 'Pay with a UPI app'
    paymentStatuses: Record<PaymentShown, string>;
  };
  help: {
    meta: PageMeta;
    title: string; // 'Help & Support'
    intro: string;
    quickContact: string; // 'Quick Contact'
    call: TitledText; // text 'Mon-Sat 9 AM - 6 PM'
    whatsapp: TitledText;
    email: TitledText; // text 'Response in 24 hours'
    faqTitle: string;
    faq: { category: string; items: { question: string; answer: string }[] }[]; // 4: Orders, Payments, Shipping, Returns & Exchanges
    formTitle: string; // 'Still need help?'
    formIntro: string;
    name: string;
    email2: string;
    subject: string;
    message: string;
    send: string;
    sending: string;
    defaultSubject: string;
    whatsappMessage: string;
  };
  tea: {
    listing: {
      meta: PageMeta;
      title: string;
      intro: string;
      viewDetails: string; // 'View Details'
      addToCart: string;
      comingSoon: string; // 'Coming Soon'
      comingSoonText: string;
      notifyMe: string; // 'Notify Me'
      outOfStock: string;
    };
    product: {
      back: string; // 'Back to Limra Foods'
      weight: string;
      price: string;
      shelfLife: string; // 'Shelf life: {months} months'
      buyOnline: string;
      payUnavailable: string;
      orderWhatsApp: string; // 'Order on WhatsApp'
      whatsappText: string; // '{name} {weight} {price}'
      addToCart: string;
      inShop: string; // 'Buy in LimraKart': the pack in the store
      viewCart: string; // 'View cart ({count})': shown once the cart holds something
      about: string;
      help: string; // '{phone}'
      inStock: string;
      outOfStock: string;
      metaTitle: string; // '{name} ({weight}) — Tea Talks'
      metaDescription: string; // '{name}, {weight} for {price}. ...'
    };
  };
};
