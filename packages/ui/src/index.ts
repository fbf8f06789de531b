// Shared components of the dealer portal and the back office. Formatting, languages, i18n and
// sign-in have their own entries (@portal/ui/format, /languages, /i18n, /auth) so the login
// screen loads only what it uses.
export { DataTable, type DataTableAction, type DataTableColumn, type DataTableProps, type ServerPaging } from './data-table';
export { AttachmentTable, type AttachedFile } from './attachment-table';
export { DetailModal } from './detail-modal';
export { ErrorDialogProvider, useErrorDialog } from './error-dialog';
export { ErrorNotice } from './error-notice';
export { FullPageLoader } from './full-page-loader';
export { InvitationLink } from './invitation-link';
export { InviteUserModal } from './invite-user-modal';
export { LanguageMenuGroup } from './language-menu-group';
export { NotFound } from './not-found';
export { Page, useScreenHeading } from './page';
export { PortalLogo } from './portal-logo';
export { TableScroller } from './table-scroller';
export { UserButton } from './user-button';
export { SectionCard } from './section-card';
export { FOCUS_RETURN_DELAY_MS, useErrorAfterClose } from './use-error-after-close';
export { useLanguage } from './use-language';
export type { SearchValue, SortState, SortValue } from './data-table-logic';
