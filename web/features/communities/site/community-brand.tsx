import { Avatar } from '@mantine/core';
import { Link } from 'react-router';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

/** The community's favicon and name, linking to its home. */
export function CommunityBrand() {
  const community = useCommunity();
  return (
    <Link to="/" className={classes.brand}>
      <Avatar src={community.favicon} alt="" size={32} radius="md" color="moim">
        {community.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <span className={classes.brandName}>{community.name}</span>
    </Link>
  );
}
